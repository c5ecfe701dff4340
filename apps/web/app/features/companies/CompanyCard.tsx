import type { PublicCompanyCard } from '@app/contract';
import { Link } from 'react-router';
import { Icon } from '../icons/Icon.tsx';
import { companyPath } from '../jobs/format.ts';
import jobClasses from '../jobs/JobCard.module.css';
import { LogoBox } from '../jobs/JobCard.tsx';
import { LicenceBadge } from '../licences/LicenceBadge.tsx';
import classes from './CompanyCard.module.css';
import { ACTIVITY_COLORS, ACTIVITY_LABELS, ratingText } from './company-labels.ts';

const MAX_TAGS = 4;

/**
 * A company in the public list: logo, name, place, activities, open jobs, tags, rating. Plain
 * elements with CSS modules, like the job card (the list repeats it on every page).
 */
export function CompanyCard({ company }: { company: PublicCompanyCard }) {
  const extraTags = company.tags.length - MAX_TAGS;
  return (
    <article className={classes.card} data-testid="company-card">
      <div className={classes.top}>
        <LogoBox
          src={company.logo}
          name={company.name}
          abbreviation={company.abbreviation}
          className={classes.logo}
          size={56}
        />
        <div className={classes.head}>
          <h2 className={jobClasses.title}>
            <Link to={companyPath(company.id)} className={jobClasses.link}>
              {company.name}
            </Link>
          </h2>
          {company.company_activity.length > 0 || company.licence_verified ? (
            <div className={classes.badges}>
              <LicenceBadge verified={company.licence_verified} />
              {company.company_activity.map((a) => (
                <span key={a} className={classes.activity} data-color={ACTIVITY_COLORS[a] ?? 'gray'}>
                  {ACTIVITY_LABELS[a] ?? a}
                </span>
              ))}
            </div>
          ) : null}
        </div>
      </div>
      <div className={classes.facts}>
        {company.province ? (
          <p className={classes.fact}>
            <Icon name="mapPin" className={classes.icon} />
            {company.province.name}
          </p>
        ) : null}
        <p className={classes.fact} data-strong>
          <Icon name="briefcase" className={classes.icon} />
          {company.job_count.toLocaleString('vi-VN')} chương trình đang tuyển
        </p>
        <p className={classes.fact} data-dimmed={company.stats.totalReviews === 0 || undefined}>
          <Icon name="star" className={classes.star} />
          {ratingText(company.stats)}
        </p>
      </div>
      {company.tags.length > 0 ? (
        <div className={classes.badges}>
          {company.tags.slice(0, MAX_TAGS).map((t) => (
            <span key={t.id} className={classes.tag}>
              {t.name}
            </span>
          ))}
          {extraTags > 0 ? <span className={classes.more}>+{extraTags}</span> : null}
        </div>
      ) : null}
    </article>
  );
}
