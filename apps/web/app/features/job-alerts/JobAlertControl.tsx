import { Form, useNavigation } from 'react-router';
import controls from '../jobs/ListControls.module.css';
import classes from './JobAlertControl.module.css';

/** What the job list's action answers to the form (the API's message). */
export interface JobAlertFormResult {
  ok: boolean;
  message: string;
}

/**
 * "Nhận việc làm mới qua email" under the job list's filters: a `<details>` with a plain POST
 * form to the list's own action (the current filters are in its URL), so it works before the
 * scripts load and adds no dialog to the page. Guests give an email (double opt-in); a signed-in
 * candidate's alert is saved at once, to the account's address.
 */
export function JobAlertControl(props: {
  /** The list's URL of the current filters: the action reads the search from it. */
  action: string;
  /** The saved criteria in words ("“kỹ sư” · Nhật Bản"), or null for every new job. */
  criteria: string | null;
  /** The labels of the list's filters an alert does not keep (occupation, tag, age…). */
  left: string[];
  askEmail: boolean;
  /**
   * The frequencies and their labels, from the loader: the texts module is shared with the alert
   * pages, so importing it here would add a chunk (a request) to the budgeted list page.
   */
  frequencies: { value: string; label: string }[];
  result: JobAlertFormResult | undefined;
}) {
  const busy = useNavigation().formAction === props.action;
  return (
    <details className={classes.box} open={props.result ? true : undefined}>
      <summary className={classes.summary}>Nhận việc làm mới qua email</summary>
      <Form method="post" action={props.action} preventScrollReset className={classes.body}>
        <p className={classes.criteria}>
          {props.criteria ? `Việc làm mới phù hợp: ${props.criteria}` : 'Mọi việc làm mới'}
          {props.left.length > 0 ? ` (không gồm: ${props.left.join(', ')})` : ''}
        </p>
        <fieldset className={classes.choices}>
          <legend className={controls.legend}>Tần suất</legend>
          {props.frequencies.map((f, i) => (
            <label key={f.value}>
              <input type="radio" name="frequency" value={f.value} defaultChecked={i === 0} />
              {f.label}
            </label>
          ))}
        </fieldset>
        {props.askEmail ? (
          <label className={controls.field}>
            <span className={controls.label}>Email</span>
            <input
              type="email"
              name="email"
              required
              autoComplete="email"
              maxLength={255}
              className={controls.input}
            />
          </label>
        ) : null}
        {props.result ? (
          <p className={classes.message} data-ok={props.result.ok || undefined} role="status">
            {props.result.message}
          </p>
        ) : null}
        <button type="submit" className={controls.button} disabled={busy}>
          Tạo thông báo việc làm
        </button>
      </Form>
    </details>
  );
}
