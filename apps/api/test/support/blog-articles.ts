/** Shared by the blog API suites (blogs.*.test.ts): seeded titles and a valid article form. */
export const DRAFT_TITLE = 'Bản nháp: lịch thi tiếng Nhật năm tới';
export const FEE_TITLE = 'Tiền dịch vụ xuất khẩu lao động: mức trần theo Luật 69/2020 và Thông tư 21/2021';

let n = 0;
export const unique = () => `${Date.now().toString(36)}${++n}`;

/** A valid article form; `title` carries a unique word the tests search for. */
export function article(word: string, extra: Record<string, string> = {}) {
  return {
    title: `Kinh nghiệm phỏng vấn đơn hàng ${word}`,
    summary: 'Những câu hỏi nhà tuyển dụng Nhật Bản hay hỏi và cách trả lời.',
    body: '<p>Hãy chuẩn bị kỹ phần tự giới thiệu.</p>',
    category: 'guide',
    tags: 'Phỏng vấn, Nhật Bản',
    nation_code: 'JP',
    status: 'published',
    ...extra,
  };
}
