/** Small HTML builders and shared paragraphs of the demo offers' rich text. */

export const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');
export const ul = (...items: string[]) => `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`;

export const TRAINEE_DUTIES = ul(
  'Làm việc 8 tiếng/ngày, 5 ngày/tuần; tăng ca theo nhu cầu của xí nghiệp, tính lương 125%.',
  'Hợp đồng 3 năm, có thể gia hạn lên visa kỹ năng đặc định.',
  'Được đào tạo tiếng Nhật và định hướng 4–6 tháng trước khi xuất cảnh.',
);
export const JAPAN_BENEFITS = ul(
  'Tham gia đầy đủ bảo hiểm xã hội, bảo hiểm y tế và lương hưu của Nhật Bản.',
  'Xí nghiệp hỗ trợ chỗ ở gần nơi làm việc, trừ tiền nhà theo hợp đồng.',
  'Phí dịch vụ thu sau khi ký hợp đồng, có hóa đơn; không thu tiền đặt cọc trước.',
);
