import { formatSalaryRange } from '@app/contract/client';
import {
  type ChatCompanyCard,
  type ChatJobCard,
  ChatLabel,
  type ChatSourceLink,
} from '@app/contract/endpoints/chatbot-text';
import { Link } from 'react-router';
import classes from './ChatPanel.module.css';

/** An answer's job and company cards (at most 3 of each): each opens its detail page. */
export function ChatCards({
  jobs,
  companies,
  onOpen,
}: {
  jobs: ChatJobCard[];
  companies: ChatCompanyCard[];
  onOpen: () => void;
}) {
  if (jobs.length === 0 && companies.length === 0) return null;
  return (
    <div className={classes.cards}>
      {jobs.length > 0 ? (
        <ul className={classes.cardList} aria-label={ChatLabel.jobs}>
          {jobs.map((j) => (
            <li key={j.id}>
              <Link to={j.url} className={classes.card} onClick={onOpen} data-testid="chat-job-card">
                <span className={classes.cardTitle}>{j.name}</span>
                <span className={classes.cardMeta}>
                  {j.nation.name} · {j.company_name}
                </span>
                <span className={classes.cardSalary}>
                  {formatSalaryRange(j.salary_minimum, j.salary_maximum, j.salary_currency, j.salary_period)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {companies.length > 0 ? (
        <ul className={classes.cardList} aria-label={ChatLabel.companies}>
          {companies.map((c) => (
            <li key={c.id}>
              <Link to={c.url} className={classes.card} onClick={onOpen} data-testid="chat-company-card">
                <span className={classes.cardTitle}>{c.name}</span>
                <span className={classes.cardMeta}>
                  {c.stats.averageRating !== null
                    ? `${ChatLabel.rating} ${c.stats.averageRating.toFixed(1)}/5 (${c.stats.totalReviews}) · `
                    : ''}
                  {c.job_count} {ChatLabel.openJobs}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The links an answer is drawn from: our pages open in place, other sites in a new tab. */
export function ChatSources({ sources, onOpen }: { sources: ChatSourceLink[]; onOpen: () => void }) {
  if (sources.length === 0) return null;
  return (
    <div className={classes.sources}>
      <p className={classes.sourcesTitle}>{ChatLabel.sources}</p>
      <ol className={classes.sourceList} data-testid="chat-sources">
        {sources.map((s) => (
          <li key={s.url}>
            {s.external ? (
              <a href={s.url} target="_blank" rel="noopener nofollow noreferrer">
                {s.title}
              </a>
            ) : (
              <Link to={s.url} onClick={onOpen}>
                {s.title}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
