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
  GuestAlreadyApplied: 1053,
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
  JobStateConflict: 1116,
  JobNotEditable: 1117,
  JobClosed: 1118,
  ApplicationStatusConflict: 1119,
  ApplicationNotWithdrawable: 1125,
  DatabaseUnavailable: 1126,
  /** A state change sent from another site (Origin / Sec-Fetch-Site check, plugins/csrf.ts). */
  CrossSiteRequest: 1127,
  /** Too many password hashes waiting (login, registration): answered at once with Retry-After. */
  ServerBusy: 1128,
  /** One review per account and company (ADR 0019). */
  ReviewExists: 1129,
  /** A review removed by an admin cannot be edited (nor written again). */
  ReviewRemoved: 1130,
  /** A field or tag that jobs or companies use cannot be deleted without a merge target. */
  CatalogInUse: 1131,
  /** Only a prospect can be invited to become a company account (ADR 0026). */
  CustomerHasAccount: 1132,
  /** A company account is at most one customer. */
  CompanyAlreadyCustomer: 1133,
  /** Converter: the fallback rate provider has no rate for a currency asked (spec §8, ADR 0028). */
  RatesUnavailable: 1140,
  /** Converter: both rate providers failed (spec §8). */
  RatesFetchFailed: 1141,
  /** The AI adviser's questions per IP or per account (ADR 0029). */
  ChatQuotaExceeded: 1145,
  /** A conversation with the adviser is capped at CHAT_MAX_QUESTIONS questions (ADR 0029). */
  ChatTooLong: 1146,
  /** A labour-export order's service fee above the legal cap (ADR 0031); the message names the cap. */
  ServiceFeeAboveCap: 1155,
  /** A labour-export order without a cost sheet or contract length cannot be approved (ADR 0031). */
  CostSheetMissing: 1156,
  /** A labour-export order of a company whose licence is not verified cannot be published (ADR 0030). */
  LicenceNotVerified: 1150,
  /** The licence is no longer in the state the admin acted on (verify a pending one, revoke a verified one). */
  LicenceStateConflict: 1151,
  /** Readiness: this process is starting or shutting down; the load balancer sends traffic elsewhere (ADR 0037). */
  NotReady: 1185,
  /** GET /metrics without the METRICS_TOKEN bearer token (ADR 0037). */
  MetricsTokenInvalid: 1186,
  /** The object storage (S3 bucket) did not answer: unreachable, timed out or refusing us (ADR 0034). */
  StorageUnavailable: 1170,
  /** Only an approved job (open or past its deadline) is renewed; others are edited (ADR 0035). */
  JobNotRenewable: 1175,
  /** A renewal must move the deadline later than it is. */
  RenewalNotLater: 1176,
  /** One account or address keeps at most JOB_ALERTS_MAX job alerts (ADR 0036). */
  JobAlertLimit: 1180,
  /** Only candidates (and guests, by email) save job alerts (ADR 0036). */
  JobAlertAccountType: 1181,
  /** A guest's data link (ADR 0033) that does not exist or was altered; the same answer for both. */
  GuestDataLinkInvalid: 1165,
  /** A guest's data link past its expiry. */
  GuestDataLinkExpired: 1166,
  /** Consent for this application was already withdrawn. */
  ConsentAlreadyWithdrawn: 1167,
  /** A scam-queue item already resolved: a second decision is refused (ADR 0032). */
  ScamCaseClosed: 1160,
  /** The job or company reported is not (or no longer) on the public site (ADR 0032). */
  ScamReportTargetMissing: 1161,
  /** "Disable the job" on a queue item about a company, not a job (ADR 0032). */
  ScamCaseWithoutJob: 1162,
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
  1053: 'Số điện thoại hoặc email này đã ứng tuyển vị trí này',
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
  1116: 'Trạng thái hiện tại của tin tuyển dụng không cho phép thao tác này',
  1117: 'Tin tuyển dụng đã bị vô hiệu hóa nên không thể chỉnh sửa',
  1118: 'Tin tuyển dụng đã hết hạn nhận hồ sơ hoặc đã ngừng tuyển',
  1119: 'Trạng thái hồ sơ vừa được người khác thay đổi. Vui lòng tải lại trang để xem trạng thái mới.',
  1125: 'Hồ sơ ở trạng thái hiện tại không thể rút',
  1126: 'Hệ thống đang tạm thời gián đoạn. Vui lòng thử lại sau ít phút.',
  1127: 'Yêu cầu không hợp lệ: được gửi từ một trang web khác.',
  1128: 'Hệ thống đang bận. Vui lòng thử lại sau giây lát.',
  1129: 'Bạn đã đánh giá công ty này. Bạn có thể sửa đánh giá của mình.',
  1130: 'Đánh giá này đã bị quản trị viên gỡ nên không thể sửa.',
  1131: 'Mục này đang được sử dụng nên không thể xóa',
  1132: 'Khách hàng này đã có tài khoản công ty',
  1133: 'Công ty này đã có trong danh sách khách hàng',
  1140: 'Không thể lấy dữ liệu tỷ giá. Vui lòng thử lại sau.',
  1141: 'Có lỗi xảy ra khi lấy tỷ giá. Vui lòng kiểm tra kết nối internet và thử lại.',
  1145: 'Bạn đã hỏi trợ lý tư vấn quá nhiều lần. Vui lòng thử lại sau ít phút.',
  1146: 'Cuộc trò chuyện đã quá dài. Vui lòng bắt đầu cuộc trò chuyện mới.',
  1155: 'Phí dịch vụ vượt mức trần theo luật',
  1156: 'Đơn hàng xuất khẩu lao động chưa có bảng chi phí và thời hạn hợp đồng',
  1150: 'Công ty chưa được xác minh giấy phép đưa người lao động đi làm việc ở nước ngoài nên không thể đăng tin xuất khẩu lao động',
  1151: 'Trạng thái giấy phép vừa thay đổi nên không thể thực hiện thao tác này. Vui lòng tải lại trang.',
  1185: 'Máy chủ đang khởi động lại. Vui lòng thử lại sau giây lát.',
  1186: 'Mã truy cập số liệu giám sát không hợp lệ',
  1170: 'Kho lưu trữ tệp đang tạm thời gián đoạn. Vui lòng thử lại sau ít phút.',
  1175: 'Chỉ gia hạn được tin đã được phê duyệt. Tin đang chờ duyệt hoặc bị từ chối thì hãy sửa tin.',
  1176: 'Hạn nộp hồ sơ mới phải sau hạn hiện tại',
  1180: 'Bạn đã có tối đa 20 thông báo việc làm. Vui lòng xóa bớt trước khi tạo thông báo mới.',
  1181: 'Chỉ tài khoản cá nhân (ứng viên) mới tạo được thông báo việc làm.',
  1165: 'Đường dẫn không hợp lệ hoặc hồ sơ ứng tuyển đã bị xoá',
  1166: 'Đường dẫn đã hết hạn. Vui lòng liên hệ ViệcXa để được hỗ trợ về dữ liệu của bạn.',
  1167: 'Bạn đã rút lại sự đồng ý cho hồ sơ này',
  1160: 'Mục này đã được xử lý. Vui lòng tải lại trang.',
  1161: 'Tin tuyển dụng hoặc công ty bạn báo cáo không còn trên trang.',
  1162: 'Mục này không gắn với tin tuyển dụng nào nên không thể vô hiệu hóa tin.',
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
  1053: 409,
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
  1116: 409,
  1117: 409,
  1118: 409,
  1119: 409,
  1125: 409,
  1126: 503,
  1127: 403,
  1128: 503,
  1129: 409,
  1130: 409,
  1131: 409,
  1132: 409,
  1133: 409,
  1140: 503,
  1141: 503,
  1145: 429,
  1146: 422,
  1155: 422,
  1156: 422,
  1150: 409,
  1151: 409,
  1185: 503,
  1186: 401,
  1170: 503,
  1175: 409,
  1176: 422,
  1180: 409,
  1181: 403,
  1165: 404,
  1166: 410,
  1167: 409,
  1160: 409,
  1161: 404,
  1162: 409,
};

/** Spec §4 info messages. */
export const InfoMessage = {
  waitingFirstApproval: 'Tài khoản của bạn đang chờ quản trị viên phê duyệt lần đầu. Vui lòng quay lại sau.',
  updateCompanyInfoToPost: 'Vui lòng cập nhật thông tin công ty để thêm nhân viên hoặc đăng tin tuyển dụng.',
  updateInfoAndWait: 'Vui lòng cập nhật thông tin công ty và chờ quản trị viên kích hoạt tài khoản.',
} as const;
