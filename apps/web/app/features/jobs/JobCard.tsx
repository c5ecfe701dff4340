import type { JobCard as JobCardData, JobKind } from '@app/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fileSrcSet, fixedImageProps } from '../../lib/image-src.ts';
import { initials } from '../../lib/initials.ts';
import { AppliedBadge } from '../applications/AppliedBadge.tsx';
import { Icon, iconClass } from '../icons/Icon.tsx';
import type { MaskIconName } from '../icons/icon-masks.ts';
import { LicenceBadge } from '../licences/LicenceBadge.tsx';
import { SaveJobButton } from '../saved-jobs/SaveJobButton.tsx';
import { costText, formatDate, jobPlace, kindShortLabel, salaryText, salaryVndApprox } from './format.ts';
import classes from './JobCard.module.css';

const KIND_ICONS: Record<JobKind, MaskIconName> = {
  labor_export: 'plane',
  study_abroad: 'school',
  domestic: 'briefcase',
};
export const KIND_COLORS: Record<JobKind, string> = {
  labor_export: 'blue',
  study_abroad: 'violet',
  domestic: 'teal',
};

/** What the card renders of a job: a page's loader sends only this to the browser. */
export type CardJob = Pick<
  JobCardData,
  | 'id'
  | 'url'
  | 'name'
  | 'kind'
  | 'nation'
  | 'province'
  | 'location'
  | 'salary_minimum'
  | 'salary_maximum'
  | 'salary_currency'
  | 'salary_period'
  | 'salary_min_vnd'
  | 'salary_max_vnd'
  | 'expense_max'
  | 'deadline'
  | 'thumbnail'
  | 'company_logo'
> & {
  company: Pick<JobCardData['company'], 'name' | 'abbreviation' | 'licence_verified'>;
};

/**
 * A job trimmed to what the card shows, for loaders: the page's data is serialised into the HTML,
 * and the fields the card does not render (slug, work, quantity, dates, state…) were a third of it.
 */
export function cardJob(job: JobCardData): CardJob {
  return {
    id: job.id,
    url: job.url,
    name: job.name,
    kind: job.kind,
    nation: job.nation,
    province: job.province,
    location: job.location,
    salary_minimum: job.salary_minimum,
    salary_maximum: job.salary_maximum,
    salary_currency: job.salary_currency,
    salary_period: job.salary_period,
    salary_min_vnd: job.salary_min_vnd,
    salary_max_vnd: job.salary_max_vnd,
    expense_max: job.expense_max,
    deadline: job.deadline,
    thumbnail: job.thumbnail,
    company_logo: job.company_logo,
    company: {
      name: job.company.name,
      abbreviation: job.company.abbreviation,
      licence_verified: job.company.licence_verified,
    },
  };
}

/*
 * Plain elements and this CSS module, not Mantine components: a list page repeats the card twenty
 * times, and each Mantine part added its class lists and inline style variables (~15 KB a card).
 */

/** `label` is read to screen readers only, for facts whose text does not name itself. */
function Fact({ icon, label, children }: { icon: MaskIconName; label?: string; children: ReactNode }) {
  // The icon is the div's ::before (JobCard.module.css): no element of its own on twenty cards.
  return (
    <div className={`${classes.fact} ${iconClass(icon)}`}>
      <p className={classes.factText}>
        {label ? <span className={classes.srOnly}>{`${label}: `}</span> : null}
        {children}
      </p>
    </div>
  );
}

/** A company logo, or its initials on white (the cards' and the company list's avatar). */
export function LogoBox({
  src,
  name,
  abbreviation,
  className,
  size,
}: {
  src: string | null;
  name: string;
  abbreviation?: string | null;
  className?: string;
  size: number;
}) {
  return (
    <span className={className}>
      {src ? (
        <img src={src} alt={`Logo ${name}`} {...fixedImageProps(src, size)} />
      ) : (
        <span title={`Logo ${name}`}>{initials(name, abbreviation)}</span>
      )}
    </span>
  );
}

/** The programme's picture, or a coloured panel with its kind and country; the company logo on top. */
function JobMedia({ job }: { job: CardJob }) {
  return (
    <div className={classes.media}>
      {job.thumbnail ? (
        <img
          src={job.thumbnail}
          srcSet={fileSrcSet(job.thumbnail, [128, 256, 480, 960])}
          sizes="(min-width: 36em) 480px, 88px"
          alt=""
          width={480}
          height={270}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className={classes.placeholder} data-kind={job.kind} aria-hidden>
          <Icon name={KIND_ICONS[job.kind]} className={classes.placeholderIcon} />
          <p className={classes.placeholderName}>{job.nation.name}</p>
        </div>
      )}
      <LogoBox
        src={job.company_logo}
        name={job.company.name}
        abbreviation={job.company.abbreviation}
        className={classes.logo}
        size={44}
      />
    </div>
  );
}

/**
 * The job card of every public list: picture, company logo, title, place, salary (as entered,
 * with the VND approximation for foreign currencies), cost to the candidate, deadline.
 */
export function JobCard({
  job,
  headingOrder = 3,
  extra,
}: {
  job: CardJob;
  headingOrder?: 2 | 3 | 4;
  /** Below the facts, above the title link's cover (e.g. the saved list's state and date). */
  extra?: ReactNode;
}) {
  const approx = salaryVndApprox(job);
  const cost = costText(job.expense_max);
  const Heading = `h${headingOrder}` as const;
  return (
    <article className={classes.card} data-testid="job-card">
      <JobMedia job={job} />
      <div className={classes.save}>
        <SaveJobButton jobId={job.id} size="md" />
      </div>
      <div className={classes.head}>
        <Heading className={classes.title}>
          <Link to={job.url} className={classes.link}>
            {job.name}
          </Link>
        </Heading>
        <div className={classes.meta}>
          <span className={classes.badge} data-color={KIND_COLORS[job.kind]}>
            {kindShortLabel[job.kind]}
          </span>
          <AppliedBadge jobId={job.id} />
          <p className={classes.company}>{job.company.abbreviation || job.company.name}</p>
          <LicenceBadge verified={job.company.licence_verified} />
        </div>
      </div>
      <div className={classes.facts}>
        <Fact icon="mapPin" label="Nơi làm việc">
          {jobPlace(job)}
        </Fact>
        <Fact icon="cash" label="Mức lương">
          <span className={classes.salary}>{salaryText(job)}</span>
          {approx ? <span className={classes.approx}>{approx}</span> : null}
        </Fact>
        {cost ? <Fact icon="receipt">{`Chi phí: ${cost}`}</Fact> : null}
        <Fact icon="calendar">{`Hạn nộp: ${formatDate(job.deadline)}`}</Fact>
      </div>
      {extra ? <div className={classes.extra}>{extra}</div> : null}
    </article>
  );
}

/** Cards in a grid: compact rows on phones, 2 columns on small tablets, `maxCols` on desktops. */
export function JobGrid({
  jobs,
  maxCols = 4,
  headingOrder,
  phoneLimit,
}: {
  jobs: CardJob[];
  maxCols?: 2 | 3 | 4;
  headingOrder?: 2 | 3 | 4;
  /** On phones (one column) only the first 6 show (the home page: its sections come sooner). */
  phoneLimit?: 6;
}) {
  return (
    <div className={classes.grid} data-cols={maxCols} data-phone-limit={phoneLimit}>
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} headingOrder={headingOrder} />
      ))}
    </div>
  );
}

/** A sideways-scrolling row on phones, a grid from tablets (home page sections). */
export function JobRail({ jobs, label }: { jobs: CardJob[]; label: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={classes.rail} aria-label={label} tabIndex={0}>
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
    </section>
  );
}
