/**
 * The cost sheet's words (ADR 0031): categories, payment times, limits and messages. Apart from the
 * cap arithmetic (cost-sheet.ts, which re-exports this) so that the public job page, which only shows
 * a sheet, downloads these labels and not the computation.
 */

export const COST_CATEGORIES = [
  { value: 'service_fee', label: 'Phí dịch vụ' },
  { value: 'training', label: 'Phí đào tạo' },
  { value: 'language', label: 'Học ngoại ngữ' },
  { value: 'health_check', label: 'Khám sức khỏe' },
  { value: 'visa_documents', label: 'Visa và giấy tờ' },
  { value: 'flight', label: 'Vé máy bay' },
  { value: 'deposit', label: 'Tiền ký quỹ' },
  { value: 'other', label: 'Khoản khác' },
] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number]['value'];

export const COST_PAID_WHEN = [
  { value: 'before_training', label: 'Trước khi đào tạo' },
  { value: 'after_contract', label: 'Sau khi ký hợp đồng' },
  { value: 'before_departure', label: 'Trước khi xuất cảnh' },
  { value: 'after_arrival', label: 'Sau khi đến nơi làm việc' },
] as const;
export type CostPaidWhen = (typeof COST_PAID_WHEN)[number]['value'];

export const COST_ITEMS_MAX = 20;
export const CONTRACT_MONTHS_MAX = 120;
export const COST_NOTE_MAX = 300;

export interface CostItem {
  category: CostCategory;
  amount: number;
  currency: string;
  paid_when: CostPaidWhen;
  refundable: boolean;
  note: string | null;
}

export const CostSheetMessage = {
  title: 'Bảng chi phí',
  contractMonthsRequired: 'Thời hạn hợp đồng (tháng) không được để trống.',
  itemsRequired: 'Đơn hàng xuất khẩu lao động cần có bảng chi phí (ít nhất một khoản).',
  salaryNeeded: 'Nhập lương tối thiểu để tính mức trần phí dịch vụ.',
  itemsInvalid: 'Bảng chi phí không hợp lệ.',
  amountPositive: 'Số tiền phải lớn hơn 0.',
  tooManyItems: `Bảng chi phí có tối đa ${COST_ITEMS_MAX} khoản.`,
  missingRate: (currency: string) => `Chưa có tỷ giá ${currency} để quy đổi phí dịch vụ.`,
  lawNote:
    'Theo Luật 69/2020/QH14, doanh nghiệp chỉ được thu tiền dịch vụ sau khi người lao động đã ký hợp đồng đưa đi làm việc ở nước ngoài. Không nộp tiền, đặt cọc trước khi ký hợp đồng, và chỉ chuyển tiền vào tài khoản của doanh nghiệp.',
} as const;

export const costCategoryLabel = (v: string): string =>
  COST_CATEGORIES.find((c) => c.value === v)?.label ?? v;
export const costPaidWhenLabel = (v: string): string => COST_PAID_WHEN.find((c) => c.value === v)?.label ?? v;
