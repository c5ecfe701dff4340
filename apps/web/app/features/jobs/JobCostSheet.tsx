import type { JobCostSheet as Sheet } from '@app/contract';
import { formatMoney } from '@app/contract/client';
import { formatDate } from './format.ts';
import classes from './JobCostSheet.module.css';

const months = (m: number) => String(m).replace('.', ',');

/**
 * A labour-export order's cost sheet on the public job page (ADR 0031): each item, the total in
 * VND with the rate date, the legal cap of the service fee, and when money may lawfully be asked.
 * Plain elements and a CSS module, labels from the API (no label table in the page's bundle): the
 * public page stays light.
 */
export function JobCostSheet({ sheet }: { sheet: Sheet }) {
  const cap = sheet.service_fee_cap;
  return (
    <section
      className={classes.sheet}
      aria-labelledby="bang-chi-phi"
      id="chi-phi"
      data-testid="job-cost-sheet"
    >
      <h2 className={classes.title} id="bang-chi-phi">
        Bảng chi phí
      </h2>
      {sheet.contract_months ? (
        <p className={classes.small}>Thời hạn hợp đồng: {sheet.contract_months} tháng</p>
      ) : null}
      {sheet.items.length > 0 ? (
        <ul className={classes.items}>
          {sheet.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the sheet's order is the items' identity
            <li key={i} className={classes.item}>
              <span className={classes.name}>{item.category_label}</span>
              <span className={classes.amount}>{formatMoney(item.amount, item.currency)}</span>
              <span className={classes.meta}>
                {item.paid_when_label} · {item.refundable ? 'Được hoàn lại' : 'Không hoàn lại'}
                {item.note ? ` · ${item.note}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={classes.small}>Công ty chưa công bố các khoản chi phí.</p>
      )}
      {sheet.total_vnd !== null && sheet.items.length > 0 ? (
        <p className={classes.total}>
          <span>Tổng cộng (quy đổi)</span>
          <span>{formatMoney(sheet.total_vnd, 'VND')}</span>
        </p>
      ) : null}
      {sheet.rates_as_of ? (
        <p className={classes.small}>Quy đổi theo tỷ giá ngày {formatDate(sheet.rates_as_of)}.</p>
      ) : null}
      {cap ? (
        <p className={classes.small}>
          Mức trần phí dịch vụ theo luật: {formatMoney(cap.amount, cap.currency)}
          {cap.currency !== 'VND' && cap.amount_vnd !== null
            ? ` (≈ ${formatMoney(cap.amount_vnd, 'VND')})`
            : ''}{' '}
          — {months(cap.months)} tháng lương cơ bản cho {sheet.contract_months} tháng hợp đồng
          {sheet.seafarer ? ' (thuyền viên: 1,5 tháng cho mỗi 12 tháng)' : ''}.
        </p>
      ) : null}
      {sheet.within_cap ? null : (
        <p className={`${classes.small} ${classes.over}`}>
          Phí dịch vụ của đơn hàng này vượt mức trần theo luật.
        </p>
      )}
      <p className={classes.note}>{sheet.law_note}</p>
    </section>
  );
}
