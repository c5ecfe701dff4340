import { offerCheckEndpoints } from '@app/contract';
import { OFFER_CHECK_PATH, OFFER_TEXT_MAX, type OfferCheckResult } from '@app/contract/offer-check';
import { data, Form, useNavigation } from 'react-router';
import classes from '../../features/offer-check/OfferCheck.module.css';
import { OfferCheckResultView } from '../../features/offer-check/OfferCheckResult.tsx';
import { OfferCheckText as T } from '../../features/offer-check/offer-check-text.ts';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { errorText } from '../../lib/form-errors.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/offer-check';

const FIELDS = ['text', 'company', 'licence'] as const;
type Values = Partial<Record<(typeof FIELDS)[number], string>>;

type ActionResult =
  | { ok: true; result: OfferCheckResult; values: Values }
  | { ok: false; message: string; fieldErrors: Record<string, string[]>; values: Values };

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: `${getBridge(context).publicUrl.replace(/\/$/, '')}${OFFER_CHECK_PATH}` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: T.title, description: T.metaDescription, canonical: loaderData?.canonical });

/** The form posts here (with or without scripts); the API checks and answers, nothing is kept. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const values: Values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')]));
  const res = await callApi(context, request, offerCheckEndpoints.check, { body: values });
  if (res.ok) return { ok: true, result: res.data, values } satisfies ActionResult;
  return data(
    {
      ok: false,
      message: res.status === 422 ? T.checkFields : errorText(res.error),
      fieldErrors: res.error.errors ?? {},
      values,
    } satisfies ActionResult,
    { status: res.status },
  );
}

export default function OfferCheck({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === OFFER_CHECK_PATH;
  const result = actionData as ActionResult | undefined;
  const errors = result && !result.ok ? result.fieldErrors : {};
  const values = result?.values ?? {};
  const err = (k: string) => errors[k]?.join(' ');
  const described = (k: string, hint: boolean) =>
    err(k) ? `offer-${k}-error` : hint ? `offer-${k}-hint` : undefined;
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{T.title}</h1>
      <p className={classes.lead}>{T.lead}</p>
      {result?.ok ? <OfferCheckResultView result={result.result} /> : null}
      <section className={classes.card} aria-label={T.title}>
        <Form method="post" action={OFFER_CHECK_PATH} className={classes.form} noValidate>
          {result && !result.ok ? (
            <p className={`${classes.alert} ${classes.failure}`} role="alert">
              {result.message}
            </p>
          ) : null}
          <div className={classes.field}>
            <label className={classes.label} htmlFor="offer-text">
              {T.text}
            </label>
            <textarea
              className={classes.input}
              id="offer-text"
              name="text"
              maxLength={OFFER_TEXT_MAX}
              defaultValue={values.text}
              required
              aria-invalid={err('text') ? true : undefined}
              aria-describedby={described('text', true)}
            />
            {err('text') ? (
              <p className={classes.error} id="offer-text-error">
                {err('text')}
              </p>
            ) : (
              <p className={classes.hint} id="offer-text-hint">
                {T.textHint}
              </p>
            )}
          </div>
          <div className={classes.field}>
            <label className={classes.label} htmlFor="offer-company">
              {T.company}
            </label>
            <input
              className={classes.input}
              id="offer-company"
              name="company"
              maxLength={200}
              defaultValue={values.company}
              aria-invalid={err('company') ? true : undefined}
              aria-describedby={described('company', false)}
            />
            {err('company') ? (
              <p className={classes.error} id="offer-company-error">
                {err('company')}
              </p>
            ) : null}
          </div>
          <div className={classes.field}>
            <label className={classes.label} htmlFor="offer-licence">
              {T.licence}
            </label>
            <input
              className={classes.input}
              id="offer-licence"
              name="licence"
              maxLength={60}
              defaultValue={values.licence}
              aria-invalid={err('licence') ? true : undefined}
              aria-describedby={described('licence', true)}
            />
            {err('licence') ? (
              <p className={classes.error} id="offer-licence-error">
                {err('licence')}
              </p>
            ) : (
              <p className={classes.hint} id="offer-licence-hint">
                {T.licenceHint}
              </p>
            )}
          </div>
          <button type="submit" className={classes.submit} disabled={sending}>
            {sending ? T.sending : T.submit}
          </button>
        </Form>
      </section>
    </div>
  );
}
