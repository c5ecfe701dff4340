import { Link } from 'react-router';
import { CompanyLogo } from '../companies/CompanyLogo.tsx';
import {
  ACTIVITY_COLORS,
  ACTIVITY_LABELS,
  LABOR_EXPORT_ACTIVITY,
  ratingText,
} from '../companies/company-labels.ts';
import { Icon } from '../icons/Icon.tsx';
import shell from '../layout/Shell.module.css';
import { LicenceBadge } from '../licences/LicenceBadge.tsx';
import { companyPath } from './format.ts';
import classes from './JobDetail.module.css';
import type { PublicJobDetail } from './job-posting-ld.ts';

/** The hiring company: logo, name, licence (labour export), address, website, rating. */
export function CompanyPanel({ job }: { job: PublicJobDetail }) {
  const c = job.company_card;
  const laborExport = job.kind === 'labor_export' || c.company_activity.includes(LABOR_EXPORT_ACTIVITY);
  return (
    <section className={classes.paper} aria-labelledby="cong-ty-title">
      <div className={classes.panel}>
        <div className={classes.company}>
          <CompanyLogo company={c} size={56} />
          <div>
            <h2 className={`${classes.h2} ${classes.h2Md}`} id="cong-ty-title">
              <Link to={companyPath(c.id)} className={classes.link}>
                {c.name}
              </Link>
            </h2>
            <div className={classes.companyBadges}>
              <LicenceBadge verified={c.licence_verified} />
              {c.company_activity.map((a) => (
                <span
                  key={a}
                  className={`${shell.badge} ${classes.badge}`}
                  data-size="sm"
                  data-color={ACTIVITY_COLORS[a] ?? 'gray'}
                >
                  {ACTIVITY_LABELS[a] ?? a}
                </span>
              ))}
            </div>
          </div>
        </div>
        {laborExport ? (
          c.labor_license_number ? (
            <div className={classes.line}>
              <Icon name="certificate" color="var(--mantine-color-green-7)" />
              <p className={classes.sm}>
                Giấy phép đưa người lao động đi làm việc ở nước ngoài:{' '}
                <strong>{c.labor_license_number}</strong>
              </p>
            </div>
          ) : (
            <div className={classes.line}>
              <Icon name="alertTriangle" color="var(--mantine-color-orange-7)" />
              <p className={`${classes.sm} ${classes.warn}`}>
                Công ty chưa khai báo số giấy phép đưa người lao động đi làm việc ở nước ngoài.
              </p>
            </div>
          )
        ) : null}
        <div className={`${classes.line} ${classes.lineCentered}`}>
          <Icon name="star" color="var(--mantine-color-yellow-7)" />
          <p className={classes.sm}>{ratingText(c.stats)}</p>
        </div>
        <p className={`${classes.sm} ${classes.dimmed}`}>
          {c.job_count.toLocaleString('vi-VN')} chương trình đang tuyển
        </p>
      </div>
    </section>
  );
}
