/**
 * The job page's sentences behind a student's part-time figure (work-hours.ts holds the figures and
 * their sources). The API sends them with a job's detail (`salary_hours_note`), so no page's
 * JavaScript carries them.
 */
/** Each destination's rule in a sentence (the codes of `STUDENT_PART_TIME`, a test checks). */
export const STUDENT_PART_TIME_RULES: Readonly<Record<string, string>> = {
  JP: 'Du học sinh tại Nhật Bản có giấy phép hoạt động ngoài tư cách lưu trú được làm thêm tối đa 28 giờ/tuần trong kỳ học.',
  KR: 'Du học sinh tại Hàn Quốc (hệ tiếng D-4, hệ chuyên ngành D-2) được làm thêm tối đa khoảng 20 giờ/tuần trong kỳ học; số giờ tùy giai đoạn học và trình độ TOPIK, hãy kiểm tra quy định hiện hành với trường hoặc trên Hi Korea.',
  TW: 'Du học sinh tại Đài Loan có giấy phép làm thêm được làm tối đa 20 giờ/tuần trong kỳ học.',
  AU: 'Du học sinh tại Úc (thị thực 500) được làm thêm tối đa 48 giờ mỗi hai tuần trong kỳ học, tức 24 giờ/tuần.',
  DE: 'Du học sinh tại Đức được làm 140 ngày cả ngày hoặc 280 nửa ngày mỗi năm, khoảng 20 giờ/tuần trong kỳ học; hãy kiểm tra quy định hiện hành.',
};

/** Any other destination: the assumption said. */
export const STUDENT_PART_TIME_OTHER_RULE =
  'Số giờ làm thêm được phép tùy quy định của nước đến; con số này giả định 20 giờ/tuần, hãy hỏi trường hoặc cơ quan xuất nhập cảnh của nước đó.';

/**
 * Why an hourly wage of a study-abroad programme reads as it does: part-time income while
 * studying, never a full-time month, and the destination's rule; null for other programmes.
 */
export function partTimeRule(kind: string, nationCode: string): string | null {
  if (kind !== 'study_abroad') return null;
  const rule = STUDENT_PART_TIME_RULES[nationCode] ?? STUDENT_PART_TIME_OTHER_RULE;
  return `Đây là thu nhập làm thêm khi đang học, không phải lương toàn thời gian. ${rule}`;
}
