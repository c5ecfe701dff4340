/**
 * Error codes of spec §8 (1000–1103) kept exactly; our own codes continue the ranges
 * (auth from 1012, general from 1104), skipping 1100–1102 which the spec leaves unnamed.
 */
export const ErrorCode = {
  LoginFailed: 1000,
  EmailUsed: 1001,
  PhoneUsed: 1002,
  CodeInvalid: 1003,
  CodeExpired: 1004,
  AlreadyConfirmed: 1005,
  NotConfirmed: 1006,
  AccountDisabled: 1007,
  AccountLocked: 1008,
  EmailNotFound: 1009,
  TokenInvalid: 1010,
  TokenExpired: 1011,
  Unauthenticated: 1012,
  CannotApplyWithType: 1050,
  ProfileInvalid: 1051,
  ProfileAlreadyApplied: 1052,
  Forbidden: 1103,
  AdminOnly: 1104,
  CompanyAdminOnly: 1105,
  Validation: 1106,
  NotFound: 1107,
  TooManyRequests: 1108,
  PayloadTooLarge: 1109,
  UnsupportedMediaType: 1110,
  RequestTimeout: 1111,
  Internal: 1112,
  CompanyPending: 1113,
  NoAccountType: 1114,
  AccountNotActive: 1115,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const GENERIC_ERROR_MESSAGE = 'Đã xảy ra lỗi trong quá trình thực hiện';
/** Shown by the web app when a failure carries neither a message nor a known code (spec §8). */
export const CLIENT_FALLBACK_ERROR_MESSAGE = 'An error occurred. Please try again.';
/** Spec §5: the generic validation message. */
export const VALIDATION_MESSAGE = 'Vui lòng kiểm tra và điền đầy đủ các trường bắt buộc.';

export const errorMessages: Record<ErrorCode, string> = {
  1000: 'Tài khoản hoặc mật khẩu không chính xác',
  1001: 'Email đã được sử dụng',
  1002: 'Số điện thoại đã được sử dụng',
  1003: 'Mã xác nhận không khớp hoặc không hợp lệ',
  1004: 'Mã xác nhận đã hết hạn',
  1005: 'Tài khoản đã được xác nhận',
  1006: 'Tài khoản chưa được xác nhận',
  1007: 'Tài khoản đã bị vô hiệu hóa',
  1008: 'Tài khoản đã bị khóa',
  1009: 'Email không tồn tại',
  1010: 'Token không hợp lệ',
  1011: 'Token đã hết hạn',
  1012: 'Vui lòng đăng nhập để tiếp tục',
  1050: 'Loại tài khoản này không thể ứng tuyển',
  1051: 'Hồ sơ ứng viên không hợp lệ hoặc không thuộc về bạn',
  1052: 'Hồ sơ đã chọn đã ứng tuyển vào vị trí này',
  1103: 'Bạn không có quyền truy cập',
  1104: 'Chỉ admin mới có quyền truy cập',
  1105: 'Chỉ tài khoản quản trị của công ty mới có quyền truy cập',
  1106: VALIDATION_MESSAGE,
  1107: 'Không tìm thấy dữ liệu',
  1108: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.',
  1109: 'Dữ liệu gửi lên quá lớn',
  1110: 'Định dạng dữ liệu không được hỗ trợ',
  1111: 'Yêu cầu xử lý quá lâu. Vui lòng thử lại.',
  1112: GENERIC_ERROR_MESSAGE,
  1113: 'Vui lòng cập nhật thông tin công ty để thêm nhân viên hoặc đăng tin tuyển dụng.',
  1114: 'Vui lòng chọn loại tài khoản để tiếp tục',
  1115: 'Tài khoản của bạn chưa được kích hoạt hoặc đã bị khóa',
};

export const errorStatus: Record<ErrorCode, number> = {
  1000: 401,
  1001: 422,
  1002: 422,
  1003: 422,
  1004: 422,
  1005: 422,
  1006: 403,
  1007: 403,
  1008: 403,
  1009: 422,
  1010: 401,
  1011: 401,
  1012: 401,
  1050: 403,
  1051: 422,
  1052: 422,
  1103: 403,
  1104: 403,
  1105: 403,
  1106: 422,
  1107: 404,
  1108: 429,
  1109: 413,
  1110: 415,
  1111: 503,
  1112: 500,
  1113: 403,
  1114: 403,
  1115: 403,
};

/** Spec §4 info messages. */
export const InfoMessage = {
  waitingFirstApproval: 'Tài khoản của bạn đang chờ quản trị viên phê duyệt lần đầu. Vui lòng quay lại sau.',
  updateCompanyInfoToPost: 'Vui lòng cập nhật thông tin công ty để thêm nhân viên hoặc đăng tin tuyển dụng.',
  updateInfoAndWait: 'Vui lòng cập nhật thông tin công ty và chờ quản trị viên kích hoạt tài khoản.',
} as const;
