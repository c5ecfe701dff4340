import shell from '../layout/Shell.module.css';
import sheet from './JobCostSheet.module.css';
import classes from './WorkerKeeps.module.css';
import type { KeepsView } from './worker-keeps-view.ts';

/**
 * "Bạn thực sự giữ lại được bao nhiêu?" on a labour-export job page (issue 30 item 6): the headline
 * figures, then in a `<details>` each step with its source and a GET form of the assumptions that
 * submits to the same page (`#giu-lai`), recomputed on the server. No script of its own: every text
 * comes with the loader's data (worker-keeps.server.ts).
 */
export function WorkerKeeps({ view, action }: { view: KeepsView; action: string }) {
  const href = `${action}#${view.anchor}`;
  const t = view.text;
  return (
    <section
      className={sheet.sheet}
      id={view.anchor}
      aria-labelledby="giu-lai-title"
      data-testid="worker-keeps"
    >
      <h2 className={sheet.title} id="giu-lai-title">
        {t.title}
      </h2>
      <p className={sheet.small}>{view.intro}</p>
      <dl className={classes.summary}>
        {view.summary.map((s) => (
          <div key={s.id} data-keeps={s.id}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
      <details className={classes.details} open={view.open}>
        <summary>{t.details}</summary>
        <ul className={sheet.items}>
          {view.rows.map((r) => (
            <li
              key={r.id}
              data-keeps={r.id}
              className={r.total ? `${sheet.item} ${classes.total}` : sheet.item}
            >
              <span className={sheet.name}>{r.label}</span>
              <span className={sheet.amount} data-value>
                {r.value}
              </span>
              <span className={sheet.meta}>
                {r.note}
                {r.sources.map((s, i) => (
                  <span key={s.url}>
                    {i === 0 ? t.sources : ', '}
                    <a href={s.url} target="_blank" rel="noopener noreferrer">
                      {s.label}
                    </a>
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
        <form method="get" action={href} className={classes.form}>
          <input type="hidden" name={view.submittedParam} value="1" />
          {view.fields.map((f) => (
            <label key={f.name}>
              {f.label}
              <input name={f.name} defaultValue={f.value} inputMode="numeric" autoComplete="off" />
            </label>
          ))}
          <button type="submit" className={shell.button}>
            {t.submit}
          </button>
          <a href={href}>{t.reset}</a>
        </form>
      </details>
      <p className={sheet.note}>{t.caution}</p>
    </section>
  );
}
