import { OFFER_LICENCE_TEXT, OFFER_VERDICT_TEXT, type OfferCheckResult } from '@app/contract/offer-check';
import { SCAM_WARNING_PATH } from '@app/contract/scam-label';
import classes from './OfferCheck.module.css';
import { OfferCheckText as T } from './offer-check-text.ts';

/** The answer of the offer check: plain elements, rendered on the server (no script needed). */
export function OfferCheckResultView({ result }: { result: OfferCheckResult }) {
  const c = result.company;
  return (
    <section className={classes.result} aria-labelledby="ket-qua" data-testid="offer-result">
      <h2 className={classes.resultTitle} id="ket-qua">
        {T.resultTitle}
      </h2>
      <p className={`${classes.verdict} ${classes[result.verdict]}`} data-testid="offer-verdict">
        {OFFER_VERDICT_TEXT[result.verdict]}
      </p>
      {result.flags.length > 0 ? (
        <>
          <h3 className={classes.sectionTitle}>{T.flagsTitle}</h3>
          <ul className={classes.flags}>
            {result.flags.map((f) => (
              <li key={f.code} className={classes.flag} data-testid="offer-flag" data-code={f.code}>
                <h4 className={classes.flagTitle}>{f.title}</h4>
                <p className={classes.flagText}>{f.detail}</p>
                <p className={classes.law}>
                  <strong>{T.law}:</strong> {f.law}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {c ? (
        <>
          <h3 className={classes.sectionTitle}>{T.companyTitle}</h3>
          <p className={classes.company} data-testid="offer-company">
            <strong>{c.name}</strong>
            {c.licence_number ? ` (${T.licenceNumber} ${c.licence_number})` : ''}:{' '}
            {OFFER_LICENCE_TEXT[c.licence]}. <a href={c.url}>{T.companyLink}</a>
          </p>
        </>
      ) : null}
      <h3 className={classes.sectionTitle}>{T.adviceTitle}</h3>
      <ol className={classes.advice}>
        {result.advice.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ol>
      <div className={classes.actions}>
        <a className={classes.report} href={result.report_url} data-testid="offer-report">
          {T.report}
        </a>
        <a href={SCAM_WARNING_PATH}>{T.warningLink}</a>
      </div>
      <p className={classes.hint}>{T.reportHint}</p>
      {c ? null : (
        <p className={classes.hint}>
          {T.elsewhere} <a href="/lien-he">{T.contactLink}</a>.
        </p>
      )}
    </section>
  );
}
