import { formatMoney } from '@app/contract/client';
import {
  estimateKeeps,
  housingFromOffer,
  KEEPS_ANCHOR,
  KEEPS_PARAMS,
  type KeepsEstimate,
  keepsEditsFromQuery,
} from '@app/contract/worker-keeps';
import { formatDate } from './format.ts';
import type { PublicJobDetail } from './job-posting-ld.ts';
import type { KeepsField, KeepsRow, KeepsView } from './worker-keeps-view.ts';

const oneDecimal = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });
const dots = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/** `12,5 triệu ₫`, `1,25 tỷ ₫`, `483.000 ₫`, `−3,2 triệu ₫`: an estimate shows no more than it knows. */
export function vndText(n: number): string {
  const sign = n < 0 ? '−' : '';
  const a = Math.abs(n);
  return (
    sign +
    (a >= 1_000_000_000
      ? `${twoDecimals.format(a / 1_000_000_000)} tỷ ₫`
      : a >= 1_000_000
        ? `${oneDecimal.format(a / 1_000_000)} triệu ₫`
        : formatMoney(Math.round(a / 1_000) * 1_000, 'VND'))
  );
}

const minus = (n: number) => (n === 0 ? '0 ₫' : `−${vndText(n)}`);
const PERIOD = { hour: 'giờ', month: 'tháng', year: 'năm' } as const;
const edited = (yes: boolean) => (yes ? ' Bạn đã sửa số này.' : '');

function rowsOf(e: KeepsEstimate, ratesAsOf: string | null): KeepsRow[] {
  const g = e.gross;
  const stated = `${formatMoney(g.amount, g.currency)}/${PERIOD[g.period]}`;
  const inVnd = g.currency === 'VND';
  const conversion = [
    g.hours ? `lương giờ ${stated} × ${g.hours} giờ làm theo hợp đồng mỗi tháng` : null,
    g.period === 'year' ? `lương năm ${stated} chia 12 tháng` : null,
    ratesAsOf ? `quy đổi theo tỷ giá ngày ${formatDate(ratesAsOf)}` : null,
  ].filter(Boolean);
  const rows: KeepsRow[] = [
    {
      id: 'gross',
      // The offer's currency in the label, ≈ VND as the figure: the phone's narrow row stays readable.
      label: inVnd ? 'Lương gộp mỗi tháng' : `Lương gộp mỗi tháng (${formatMoney(g.monthly, g.currency)})`,
      value: inVnd ? vndText(g.vnd) : `≈ ${vndText(g.vnd)}`,
      note: `Mức lương thấp nhất đơn hàng ghi${conversion.length ? `; ${conversion.join('; ')}` : ''}.`,
      sources: [],
    },
    ...e.deductions.map((d) => ({
      id: d.key,
      label: d.pct === null ? `− ${d.label}` : `− ${d.label} (${d.pct}%)`,
      value: minus(d.vnd),
      note: `${d.pct === null ? 'Số tiền mỗi tháng' : `${d.pct}% × lương gộp`}, ước tính: ${d.note}${edited(d.edited)}`,
      sources: d.sources,
    })),
    {
      id: 'net',
      label: '= Thực nhận mỗi tháng',
      value: vndText(e.netVnd),
      note: 'Lương gộp trừ các khoản trên.',
      sources: [],
      total: true,
    },
    {
      id: 'living',
      label: '− Chi phí sinh hoạt',
      value: minus(e.living.vnd),
      note: `${e.living.note}${edited(e.living.edited)}`,
      sources: [],
    },
    {
      id: 'saving',
      label: '= Để dành mỗi tháng',
      value: vndText(e.savingVnd),
      note: 'Thực nhận trừ chi phí sinh hoạt.',
      sources: [],
      total: true,
    },
    {
      id: 'fees',
      label: 'Chi phí trước khi đi',
      value: e.fees.vnd === null ? 'Chưa công bố' : vndText(e.fees.vnd),
      note: {
        cost_sheet: 'Tổng bảng chi phí của đơn hàng (gồm cả khoản được hoàn lại, nếu có).',
        expense: 'Chi phí công ty công bố (đơn hàng chưa có bảng chi phí).',
        visitor: 'Số bạn nhập.',
        none: 'Đơn hàng chưa công bố chi phí: hãy nhập số công ty báo cho bạn.',
      }[e.fees.from ?? 'none'],
      sources: [],
    },
    {
      id: 'payback',
      label: 'Số tháng để trả hết chi phí',
      value:
        e.payback.kind === 'months'
          ? `${e.payback.months} tháng`
          : e.payback.kind === 'never'
            ? 'Không trả được'
            : 'Chưa tính được',
      note:
        e.payback.kind === 'never'
          ? 'Tiền để dành mỗi tháng bằng 0 hoặc âm: với các giả định này, chi phí không bao giờ được trả hết.'
          : e.payback.kind === 'unknown'
            ? 'Chưa biết chi phí trước khi đi.'
            : 'Chi phí trước khi đi chia cho tiền để dành mỗi tháng, làm tròn lên.',
      sources: [],
    },
    {
      id: 'contract',
      label: `= Để dành sau ${e.months.value} tháng hợp đồng`,
      value: vndText(e.contractSavingVnd),
      note: `Để dành mỗi tháng × ${e.months.value} tháng − chi phí trước khi đi. ${
        {
          cost_sheet: 'Thời hạn theo bảng chi phí của đơn hàng.',
          default: `Đơn hàng không ghi thời hạn: mặc định ${e.months.value} tháng (hợp đồng 3 năm thường gặp), hãy sửa theo hợp đồng.`,
          visitor: 'Số tháng bạn nhập.',
        }[e.months.from]
      }${e.fees.vnd === null ? ' Chưa trừ chi phí trước khi đi.' : ''}`,
      sources: [],
      total: true,
    },
  ];
  return rows;
}

function fieldsOf(e: KeepsEstimate): KeepsField[] {
  const v = e.values;
  const housing = e.deductions.find((d) => d.key === 'housing')?.label ?? 'Tiền nhà';
  const money = (n: number) => dots.format(n);
  const fields: KeepsField[] = [
    { name: KEEPS_PARAMS.taxPct, label: 'Thuế thu nhập (% lương gộp)', value: String(v.taxPct) },
    { name: KEEPS_PARAMS.socialPct, label: 'Bảo hiểm (% lương gộp)', value: String(v.socialPct) },
    { name: KEEPS_PARAMS.housingVnd, label: `${housing} (₫/tháng)`, value: money(v.housingVnd) },
  ];
  if (e.hasBroker)
    fields.push({ name: KEEPS_PARAMS.brokerVnd, label: 'Phí môi giới (₫/tháng)', value: money(v.brokerVnd) });
  fields.push(
    { name: KEEPS_PARAMS.livingVnd, label: 'Chi phí sinh hoạt (₫/tháng)', value: money(v.livingVnd) },
    {
      name: KEEPS_PARAMS.feesVnd,
      label: 'Chi phí trước khi đi (₫)',
      value: e.fees.vnd === null ? '' : money(e.fees.vnd),
    },
    { name: KEEPS_PARAMS.months, label: 'Thời hạn hợp đồng (tháng)', value: String(v.months) },
  );
  return fields;
}

const TEXT: KeepsView['text'] = {
  title: 'Bạn thực sự giữ lại được bao nhiêu?',
  details: 'Cách tính, nguồn và sửa giả định',
  sources: ' Nguồn: ',
  submit: 'Tính lại',
  reset: 'Về mức mặc định',
  caution:
    'Đây là ước tính để tham khảo, không phải số tiền chắc chắn: khoản khấu trừ thật tùy hợp đồng và chủ sử dụng. Hãy kiểm tra từng khoản trong hợp đồng trước khi ký.',
};

/**
 * "What a worker keeps" on a labour-export job page (issue 30 item 6), computed on the server from
 * the job and the visitor's query parameters: the page needs no script for it. Null for other
 * kinds and for offers without a wage or a rate.
 */
export function workerKeepsFor(job: PublicJobDetail, url: URL): KeepsView | null {
  if (job.kind !== 'labor_export' || !job.keeps_rates) return null;
  const sheet = job.cost_sheet;
  const fees =
    sheet && sheet.items.length > 0 && sheet.total_vnd !== null
      ? { vnd: sheet.total_vnd, from: 'cost_sheet' as const }
      : job.expense_max !== null
        ? { vnd: job.expense_max, from: 'expense' as const }
        : null;
  const { submitted, edits } = keepsEditsFromQuery(url.searchParams);
  const e = estimateKeeps(
    {
      nationCode: job.nation.code,
      salary: {
        amount: job.salary_minimum ?? job.salary_maximum,
        currency: job.salary_currency,
        period: job.salary_period,
      },
      rates: job.keeps_rates.vnd_per_unit,
      fees,
      contractMonths: sheet?.contract_months ?? null,
      housing: housingFromOffer([
        ...job.equipments.map((x) => x.name),
        ...job.tags.map((x) => x.name),
        job.benefits,
        job.description,
      ]),
    },
    edits,
  );
  if (!e) return null;
  const payback =
    e.payback.kind === 'months'
      ? `${e.payback.months} tháng`
      : e.payback.kind === 'never'
        ? 'Không trả được'
        : 'Chưa rõ';
  return {
    summary: [
      { id: 'net', label: 'Thực nhận mỗi tháng', value: vndText(e.netVnd) },
      { id: 'saving', label: 'Để dành mỗi tháng', value: vndText(e.savingVnd) },
      { id: 'payback', label: 'Trả hết chi phí sau', value: payback },
      { id: 'contract', label: `Để dành sau ${e.months.value} tháng`, value: vndText(e.contractSavingVnd) },
    ],
    rows: rowsOf(e, job.keeps_rates.as_of),
    fields: fieldsOf(e),
    intro: `Ước tính cho ${e.fallback ? 'đơn hàng này' : `đơn hàng ở ${e.country}`} theo mức lương thấp nhất, các khoản khấu trừ thường gặp và chi phí trước khi đi. Mỗi giả định có nguồn và bạn sửa được.`,
    open: submitted,
    anchor: KEEPS_ANCHOR,
    submittedParam: KEEPS_PARAMS.submitted,
    text: TEXT,
  };
}
