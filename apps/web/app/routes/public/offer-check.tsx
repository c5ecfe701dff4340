import { offerCheckEndpoints } from '@app/contract';
import { OFFER_CHECK_PATH, OFFER_TEXT_MAX, type OfferCheckResult } from '@app/contract/offer-check';
import type { ReactNode } from 'react';
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

/** The attributes a field's control takes from its label, hint and error. */
interface FieldAttrs {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** One field of the form: its label, the control, then its error or else its hint. */
function OfferField({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: (attrs: FieldAttrs) => ReactNode;
}) {
  const id = `offer-${name}`;
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': note })}
      {error ? (
        <p className={classes.error} id={`${id}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p className={classes.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export default function OfferCheck({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === OFFER_CHECK_PATH;
  const result = actionData as ActionResult | undefined;
  const errors = result && !result.ok ? result.fieldErrors : {};
  const values = result?.values ?? {};
  const err = (k: string) => errors[k]?.join(' ');
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
          <OfferField name="text" label={T.text} hint={T.textHint} error={err('text')}>
            {(a) => (
              <textarea
                {...a}
                className={classes.input}
                maxLength={OFFER_TEXT_MAX}
                defaultValue={values.text}
                required
              />
            )}
          </OfferField>
          <OfferField name="company" label={T.company} error={err('company')}>
            {(a) => <input {...a} className={classes.input} maxLength={200} defaultValue={values.company} />}
          </OfferField>
          <OfferField name="licence" label={T.licence} hint={T.licenceHint} error={err('licence')}>
            {(a) => <input {...a} className={classes.input} maxLength={60} defaultValue={values.licence} />}
          </OfferField>
          <button type="submit" className={classes.submit} disabled={sending}>
            {sending ? T.sending : T.submit}
          </button>
        </Form>
      </section>
    </div>
  );
}
