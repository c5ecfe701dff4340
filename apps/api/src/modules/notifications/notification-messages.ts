/** The Vietnamese texts of the notifications fired today (docs/notifications.md). */
export const notificationMessages = {
  companyMustFillInfo: 'Tài khoản công ty đang chờ phê duyệt: vui lòng cập nhật đầy đủ thông tin công ty',
  companyActivated: 'Tài khoản công ty đã được kích hoạt: bạn có thể đăng tin tuyển dụng',
  jobApproved: (title: string) => `Tin "${title}" đã được phê duyệt`,
  jobRejected: (title: string, reason: string | null | undefined) =>
    reason ? `Tin "${title}" bị từ chối: ${reason}` : `Tin "${title}" bị từ chối`,
  jobDisabled: (title: string) => `Việc làm "${title}" đã được vô hiệu hóa`,
  accountRegistered: (kind: 'company' | 'employee', name: string) =>
    kind === 'company'
      ? `Công ty mới đăng ký tài khoản: "${name}"`
      : `Người dùng mới đăng ký tài khoản: "${name}"`,
  jobWaiting: (title: string) => `Có tin tuyển dụng mới chờ phê duyệt: "${title}"`,
  jobEditedWaiting: (title: string) => `Tin tuyển dụng đã chỉnh sửa chờ phê duyệt: "${title}"`,
  applicationStatusChanged: (title: string, statusLabel: string) =>
    `Hồ sơ ứng tuyển "${title}" đã chuyển sang trạng thái: ${statusLabel}`,
  jobMatchesWishes: (title: string) => `Có việc làm mới phù hợp với nguyện vọng của bạn: "${title}"`,
  applicationReceived: (title: string) => `Bạn đã ứng tuyển "${title}": hồ sơ đã được gửi tới nhà tuyển dụng`,
  jobGotApplication: (title: string, candidate: string) =>
    `Tin "${title}" có hồ sơ ứng tuyển mới từ ${candidate}`,
  adminAccountApplication: (title: string, candidate: string) =>
    `Ứng viên ${candidate} đã ứng tuyển "${title}"`,
  adminGuestApplication: (title: string, candidate: string) =>
    `Khách ${candidate} (không có tài khoản) đã ứng tuyển "${title}"`,
  // Sales (types 17–20, ADR 0026): about one of the recipient's customers.
  customerRegistered: (customer: string) => `Khách hàng "${customer}" đã đăng ký tài khoản công ty`,
  customerActivated: (customer: string) => `Tài khoản công ty của khách hàng "${customer}" đã được kích hoạt`,
  customerPostedJob: (customer: string, title: string) =>
    `Khách hàng "${customer}" vừa đăng tin tuyển dụng "${title}"`,
  customerJobApproved: (customer: string, title: string) =>
    `Tin "${title}" của khách hàng "${customer}" đã được phê duyệt`,
  followUpDue: (customer: string) => `Hôm nay cần liên hệ lại khách hàng "${customer}"`,
  licenceVerified: 'Giấy phép đưa người lao động đi làm việc ở nước ngoài của công ty đã được xác minh',
  licenceRejected: (reason: string) => `Giấy phép của công ty không được xác minh: ${reason}`,
  licenceRevoked: (reason: string | undefined, unpublished: number) =>
    `Xác minh giấy phép của công ty đã bị thu hồi${reason ? `: ${reason}` : ''}. ${unpublishedText(unpublished)}`,
  licenceExpired: (unpublished: number) =>
    `Xác minh giấy phép của công ty đã hết hạn. ${unpublishedText(unpublished)}`,
  /** The reason recorded on each labour-export order taken down when a verification ends. */
  licenceUnpublishReason: (to: string) =>
    to === 'expired'
      ? 'Xác minh giấy phép của công ty đã hết hạn'
      : to === 'revoked'
        ? 'Xác minh giấy phép của công ty đã bị thu hồi'
        : 'Giấy phép của công ty đang chờ xác minh lại',
  // Scheduled work (types 27–29, ADR 0035): about one of the company's jobs.
  jobClosedByDeadline: (title: string) =>
    `Tin "${title}" đã hết hạn nhận hồ sơ và không còn hiển thị. Bấm để gia hạn tin.`,
  jobClosingSoon: (title: string, deadline: string) =>
    `Tin "${title}" sẽ hết hạn nhận hồ sơ vào ngày ${deadline}`,
  applicationsUnanswered: (title: string, count: number, days: number) =>
    `Tin "${title}" có ${count} hồ sơ chưa được phản hồi sau ${days} ngày`,
  scamFlagged: (title: string) => `Tin "${title}" có dấu hiệu lừa đảo và đã vào hàng chờ kiểm tra`,
  scamReported: (name: string) => `Có báo cáo đáng ngờ mới về "${name}"`,
  scamQuestion: (name: string, question: string) =>
    `Quản trị viên cần công ty giải trình về "${name}": ${question}`,
};

function unpublishedText(n: number): string {
  return n > 0
    ? `${n} đơn hàng xuất khẩu lao động đã được gỡ khỏi trang và chờ duyệt lại.`
    : 'Các đơn hàng xuất khẩu lao động sẽ không được đăng cho đến khi giấy phép được xác minh lại.';
}
