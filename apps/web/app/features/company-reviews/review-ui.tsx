import classes from './Reviews.module.css';

/** Who looks at the section: what they may do there. */
export type ReviewViewer = 'guest' | 'employee' | 'own-company' | 'other';

/** What the company page's action answers to a review form. */
export interface ReviewActionResult {
  intent: string;
  reviewId: number | null;
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string[]>;
  values: Record<string, string>;
}

const starsText = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

export function Stars({ value }: { value: number }) {
  return (
    <span className={classes.stars} role="img" aria-label={`${value} trên 5 sao`}>
      {starsText(value)}
    </span>
  );
}

export function errorsOf(result: ReviewActionResult | undefined, intent: string, reviewId: number | null) {
  return result && !result.ok && result.intent === intent && result.reviewId === reviewId
    ? result
    : undefined;
}

export function Alert({ result }: { result: ReviewActionResult | undefined }) {
  if (!result) return null;
  return (
    <p className={`${classes.alert} ${result.ok ? classes.success : classes.failure}`} role="status">
      {result.message}
    </p>
  );
}

export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  return errors?.length ? (
    <p className={classes.error} id={id}>
      {errors.join(' ')}
    </p>
  ) : null;
}
