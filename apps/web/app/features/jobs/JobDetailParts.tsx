import { BONUS_TYPES, formatMoney } from '@app/contract/client';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { websiteHref, websiteLabel } from '../companies/company-labels.ts';
import { CurrencyButton } from '../currency/CurrencyButton.tsx';
import { Icon } from '../icons/Icon.tsx';
import type { MaskIconName } from '../icons/icon-masks.ts';
import shell from '../layout/Shell.module.css';
import {
  ageText,
  companyPath,
  costText,
  daysBetween,
  detailLabels,
  educationLabel,
  formatDate,
  genderLabel,
  jobPlace,
  salaryText,
  salaryVndApprox,
  workingTypeLabel,
} from './format.ts';
import classes from './JobDetail.module.css';
import type { PublicJobDetail } from './job-posting-ld.ts';

function Fact({
  icon,
  label,
  children,
  wide,
}: {
  icon: MaskIconName;
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  // A `dl` holds only `dt`/`dd` groups, each wrapped in one `div` at most (HTML, axe's dlitem):
  // the icon sits inside the `dt`, drawn beside both lines by the fact's CSS.
  return (
    <div className={wide ? `${classes.fact} ${classes.wide}` : classes.fact}>
      <dt>
        <span aria-hidden="true" className={classes.factIcon}>
          <Icon name={icon} />
        </span>
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

const bonusLabel = (type: string) => BONUS_TYPES.find((b) => b.value === type)?.label ?? type;

/** The facts a candidate compares, with the labels of `GET /options/jobDetail`. */
export function KeyFacts({ job }: { job: PublicJobDetail }) {
  const approx = salaryVndApprox(job, 'page');
  const cost = costText(job.expense_max);
  const overseas = job.kind !== 'domestic';
  // Abroad the country has its own line: the place is the region or city there.
  const place = overseas ? (job.province?.name ?? job.location) : jobPlace(job);
  return (
    <dl className={classes.facts}>
      <Fact icon="cash" label={detailLabels.salary} wide>
        <span className={classes.salary}>{salaryText(job)}</span>
        {approx ? (
          <span className={classes.approx}>
            {approx}
            {job.rates_as_of
              ? job.salary_period === 'hour'
                ? `, tỷ giá ngày ${formatDate(job.rates_as_of)}`
                : ` (theo tỷ giá ngày ${formatDate(job.rates_as_of)})`
              : ''}
          </span>
        ) : null}
        {approx && job.salary_hours_note ? (
          <span className={classes.approx} data-testid="salary-hours-rule">
            {job.salary_hours_note}
          </span>
        ) : null}
        {job.salary_currency !== 'VND' ? <CurrencyButton /> : null}
      </Fact>
      {overseas ? (
        <Fact icon="world" label={detailLabels.nation}>
          {job.nation.name}
        </Fact>
      ) : null}
      {place ? (
        <Fact icon="mapPin" label="Nơi làm việc">
          {place}
        </Fact>
      ) : null}
      {overseas || cost ? (
        <Fact icon="receipt" label={detailLabels.cost}>
          {cost ?? 'Chưa công bố'}
        </Fact>
      ) : null}
      <Fact icon="calendar" label={detailLabels.deadline}>
        {formatDate(job.deadline)}
      </Fact>
      {job.expected_flight_date ? (
        <Fact icon="plane" label={detailLabels.expectedFlightDate}>
          {formatDate(job.expected_flight_date)}
        </Fact>
      ) : null}
      <Fact icon="users" label={detailLabels.quantity}>
        {job.quantity.toLocaleString('vi-VN')} người
      </Fact>
      <Fact icon="user" label={detailLabels.age}>
        {ageText(job.age_min, job.age_max)}
      </Fact>
      <Fact icon="user" label={detailLabels.gender}>
        {genderLabel(job.gender)}
      </Fact>
      <Fact icon="school" label={detailLabels.education}>
        {educationLabel(job.education)}
      </Fact>
      <Fact icon="clock" label={detailLabels.workingType}>
        {workingTypeLabel(job.working_type)}
      </Fact>
      {job.work ? (
        <Fact icon="briefcase" label="Ngành nghề">
          {job.work.name}
        </Fact>
      ) : null}
      {job.field ? (
        <Fact icon="category" label="Lĩnh vực">
          {job.field.name}
        </Fact>
      ) : null}
      {job.bonus.length > 0 ? (
        <Fact icon="gift" label={detailLabels.bonus}>
          {job.bonus.map((b) => `${bonusLabel(b.type)}: ${formatMoney(b.amount, 'VND')}`).join(' · ')}
        </Fact>
      ) : null}
    </dl>
  );
}

/** Tags, skills and equipment as badges under their headings. */
export function JobBadges({ job }: { job: PublicJobDetail }) {
  const groups = [
    { title: 'Đặc điểm', items: job.tags, color: 'blue' },
    { title: 'Kỹ năng', items: job.skills, color: 'teal' },
    { title: 'Trang thiết bị, tiện ích', items: job.equipments, color: 'gray' },
  ].filter((g) => g.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className={classes.groups}>
      {groups.map((g) => (
        <div key={g.title}>
          <p className={classes.groupTitle}>{g.title}</p>
          <div className={classes.row}>
            {g.items.map((item) => (
              <span
                key={item.id}
                className={`${shell.badge} ${classes.badge} ${classes.tag}`}
                data-color={g.color}
                data-size="lg"
              >
                {item.name}
              </span>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Rich text sanitised on the server when it was saved. */
export function RichSection({ title, html, id }: { title: string; html: string | null; id: string }) {
  if (!html) return null;
  return (
    <section className={classes.paper} aria-labelledby={id}>
      <h2 className={classes.h2} id={id}>
        {title}
      </h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (sanitize-html) on save */}
      <div className={classes.rich} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

/**
 * Where applying stands: open or closed, the deadline, `action` (the apply button or why there is
 * none, from the applications feature) and how to reach the company.
 */
export function ApplyPanel({
  job,
  today,
  action,
}: {
  job: PublicJobDetail;
  today: string;
  action?: ReactNode;
}) {
  const left = daysBetween(today, job.deadline);
  const company = job.company_card;
  const site = websiteHref(company.website);
  return (
    <section className={classes.paper} id="ung-tuyen" aria-labelledby="ung-tuyen-title">
      <div className={classes.panel}>
        <div className={classes.panelHead}>
          <h2 className={`${classes.h2} ${classes.h2Lg}`} id="ung-tuyen-title">
            Ứng tuyển
          </h2>
          {left < 0 ? (
            <span className={shell.badge} data-color="gray" data-size="lg" data-testid="job-state">
              Hết hạn nhận hồ sơ
            </span>
          ) : (
            <span className={shell.badge} data-color="green" data-size="lg" data-testid="job-state">
              Đang tuyển
            </span>
          )}
        </div>
        <p className={classes.sm}>
          {detailLabels.deadline}: <strong>{formatDate(job.deadline)}</strong>{' '}
          <span className={left >= 0 && left <= 7 ? classes.soon : classes.dimmed}>
            {left > 0 ? `(còn ${left} ngày)` : left === 0 ? '(hôm nay là ngày cuối)' : '(đã qua hạn)'}
          </span>
        </p>
        {action}
        <p className={classes.contact}>
          {left < 0
            ? `Cần hỏi thêm, liên hệ ${company.abbreviation || company.name}:`
            : `${action ? 'Hoặc liên hệ' : 'Liên hệ'} trực tiếp ${company.abbreviation || company.name} để nộp hồ sơ:`}
        </p>
        <div className={classes.contacts}>
          {company.address ? (
            <div className={classes.line}>
              <Icon name="mapPin" color="var(--mantine-color-gray-6)" />
              <p className={classes.sm}>{company.address}</p>
            </div>
          ) : null}
          {site ? (
            <div className={`${classes.line} ${classes.lineCentered}`}>
              <Icon name="externalLink" color="var(--mantine-color-gray-6)" />
              <a
                href={site}
                target="_blank"
                rel="nofollow noopener noreferrer"
                className={classes.link}
                style={{ wordBreak: 'break-all' }}
              >
                {websiteLabel(site)}
              </a>
            </div>
          ) : null}
        </div>
        <Link to={companyPath(company.id)} className={shell.button} data-variant="light" data-block>
          <Icon name="building" />
          Xem thông tin công ty
        </Link>
        <div className={classes.alert} role="alert">
          <Icon name="alertTriangle" />
          <p>
            Không đặt cọc hay chuyển tiền trước khi ký hợp đồng; chỉ nộp phí vào tài khoản của công ty, có hóa
            đơn.
          </p>
        </div>
      </div>
    </section>
  );
}
