import {
  CONTACT_HONEYPOT,
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  ContactLabel,
} from '@app/contract/client';
import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import classes from './Contact.module.css';

/** What the contact page's action answers. */
export type ContactResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors: Record<string, string[]>; values: Record<string, string> };

type Field = keyof typeof ContactLabel;

interface FieldSpec {
  name: Field;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  maxLength?: number;
}

function TextField({ spec, result }: { spec: FieldSpec; result: ContactResult | undefined }) {
  const id = `contact-${spec.name}`;
  const error = result && !result.ok ? result.fieldErrors[spec.name]?.join(' ') : undefined;
  const value = result && !result.ok ? result.values[spec.name] : undefined;
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {ContactLabel[spec.name]}
        <span className={classes.required} aria-hidden>
          *
        </span>
      </label>
      <input
        className={classes.input}
        id={id}
        name={spec.name}
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete}
        inputMode={spec.inputMode}
        maxLength={spec.maxLength}
        defaultValue={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className={classes.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The contact form: a plain POST to the page's action (works before the scripts load); the API's
 * messages are shown under each field, and a success empties the form.
 */
export function ContactForm({ result }: { result: ContactResult | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction?.startsWith('/lien-he');
  const messageError = result && !result.ok ? result.fieldErrors.message?.join(' ') : undefined;
  // A new form after each success, so that the fields are empty again.
  const [sent, setSent] = useState(0);
  useEffect(() => {
    if (result?.ok) setSent((n) => n + 1);
  }, [result]);
  return (
    <Form method="post" className={classes.form} noValidate key={sent}>
      {result ? (
        <p className={`${classes.alert} ${result.ok ? classes.success : classes.failure}`} role="status">
          {result.message}
        </p>
      ) : null}
      <div className={classes.pair}>
        <TextField spec={{ name: 'name', autoComplete: 'name', maxLength: 100 }} result={result} />
        <TextField
          spec={{ name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' }}
          result={result}
        />
      </div>
      <TextField
        spec={{ name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 255 }}
        result={result}
      />
      <TextField spec={{ name: 'subject', maxLength: CONTACT_SUBJECT_MAX }} result={result} />
      <div className={classes.field}>
        <label className={classes.label} htmlFor="contact-message">
          {ContactLabel.message}
          <span className={classes.required} aria-hidden>
            *
          </span>
        </label>
        <textarea
          className={classes.input}
          id="contact-message"
          name="message"
          maxLength={CONTACT_MESSAGE_MAX}
          defaultValue={result && !result.ok ? result.values.message : undefined}
          required
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? 'contact-message-error' : 'contact-message-hint'}
        />
        {messageError ? (
          <p className={classes.error} id="contact-message-error">
            {messageError}
          </p>
        ) : (
          <p className={classes.hint} id="contact-message-hint">
            Nêu rõ chương trình, công ty hoặc đơn hàng bạn quan tâm để được trả lời nhanh hơn.
          </p>
        )}
      </div>
      <div className={classes.honeypot} aria-hidden>
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name={CONTACT_HONEYPOT} tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className={classes.submit} disabled={sending}>
        {sending ? 'Đang gửi…' : 'Gửi liên hệ'}
      </button>
    </Form>
  );
}
