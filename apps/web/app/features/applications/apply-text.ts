/** Texts and paths of the apply dialog and the apply panel. */

/** Where a seeker follows their applications. */
export const MY_APPLICATIONS_PATH = '/user/job-apply';
/** The choice "upload a new CV" among the seeker's profiles. */
export const NEW_CV = 'new';

export const ApplyText = {
  button: 'Ứng tuyển ngay',
  title: 'Ứng tuyển',
  submit: 'Gửi hồ sơ',
  otherType:
    'Chỉ tài khoản người tìm việc (cá nhân) mới ứng tuyển được. Tài khoản công ty, quản trị hay kinh doanh không thể nộp hồ sơ.',
  closed: 'Tin tuyển dụng đã hết hạn nhận hồ sơ hoặc đã ngừng tuyển.',
  successAccount:
    'Hồ sơ của bạn đã được gửi tới nhà tuyển dụng. Bạn có thể theo dõi trạng thái hồ sơ trong trang quản lý.',
  successGuest: (email: string) =>
    `Hồ sơ của bạn đã được gửi tới nhà tuyển dụng. Vui lòng kiểm tra email ${email} để xem xác nhận.`,
  uploading: (p: number) => `Đang tải hồ sơ lên… ${p}%`,
  /** While the dialog's code loads after the first click. */
  opening: 'Đang mở biểu mẫu ứng tuyển…',
  loadFailed: 'Không mở được biểu mẫu ứng tuyển. Vui lòng kiểm tra kết nối mạng và thử lại.',
} as const;
