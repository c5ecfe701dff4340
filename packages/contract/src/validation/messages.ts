/**
 * Spec §5 validation messages, in one place. The generic form message ("check and fill in all
 * required fields") already lives in `../errors.ts` as `VALIDATION_MESSAGE`; it is not repeated here.
 */

/** Fixed messages of the rule catalogue, verbatim from the spec where it gives them. */
export const RuleMessage = {
  email: 'Email không đúng định dạng',
  username: 'Tên đăng nhập phải có ít nhất 8 ký tự',
  /** Ours: the spec gives no character rule; '@' would make a username look like someone's email at login. */
  usernameChars: 'Tên đăng nhập chỉ gồm chữ cái không dấu, chữ số và các ký tự . _ -',
  numeric: 'Dữ liệu phải là số',
  digits: 'Dữ liệu phải là số',
  phone: 'SĐT không đúng định dạng',
  phoneCustom: 'SĐT không đúng định dạng',
  phoneNumber: 'Số điện thoại gồm 10 kí tự',
  phone11: 'Số điện thoại gồm 10 hoặc 11 kí tự',
  date: 'Ngày tháng không hợp lệ',
  /** The form rule is 6–16 characters; the spec's message says 8 and is kept verbatim. */
  password: 'Mật khẩu phải có ít nhất 8 ký tự bao gồm chữ số, chữ hoa, chữ thường và ký tự đặc biệt',
  passwordReset: 'Mật khẩu không đáp ứng đủ yêu cầu.',
  positive: 'Giá trị phải lớn hơn 0',
  expenseMax: 'Không vượt quá 2 tỷ',
  imageTooLarge: 'Ảnh không được vượt quá 3 MB',
  imageType: 'Ảnh phải có định dạng jpeg, png, jpg hoặc webp',
  resumeTooLarge: 'Tệp CV không được vượt quá 10 MB',
  /** Ours: the spec names no type message for the CV. */
  resumeType: 'Tệp CV phải là PDF, Word (doc, docx) hoặc ảnh (jpg, png, webp)',
  licenseTooLarge: 'Giấy phép kinh doanh không được vượt quá 10 MB',
  licenseType: 'Giấy phép kinh doanh phải có định dạng jpg, jpeg, png hoặc pdf',
  laborLicenseTooLarge: 'Bản scan giấy phép xuất khẩu lao động không được vượt quá 10 MB',
  laborLicenseType: 'Bản scan giấy phép xuất khẩu lao động phải có định dạng jpg, jpeg, png hoặc pdf',
  todayOrFuture: 'Ngày phải là hôm nay hoặc một ngày trong tương lai',
  afterToday: 'Ngày phải sau ngày hôm nay',
  beforeToday: 'Ngày phải trước ngày hôm nay',
  /** Ours: a day something was done (a fact checked) cannot be after today. */
  todayOrPast: 'Ngày không được ở trong tương lai',
  url: 'Đường dẫn không hợp lệ',
  ageRange: 'Tuổi tối thiểu không được lớn hơn tuổi tối đa',
  salaryRange: 'Mức lương tối thiểu phải nhỏ hơn mức lương tối đa',
  yearMonth: 'Định dạng tháng/năm phải là MM/YYYY',
  notPastMonth: 'Tháng không được ở trong quá khứ',
  beforeDeparture: 'Hạn nộp hồ sơ phải trước lịch bay dự kiến.',
  adult: 'Bạn phải đủ 18 tuổi trở lên',
  idCard: 'Số CMND/CCCD phải gồm 9 đến 12 chữ số',
  personName: 'Họ tên không được chứa số hoặc ký tự đặc biệt',
  /** Ours: a NUL character (U+0000), which no form can type and PostgreSQL cannot store. */
  nulCharacter: 'Dữ liệu chứa ký tự không hợp lệ',
} as const;

/** required: `{field} không được để trống.` */
export const requiredMessage = (label: string): string => `${label} không được để trống.`;

/** required-custom, when the value has no lowercase letter (the spec names the rule but gives no message). */
export const lowercaseLetterMessage = (label: string): string =>
  `${label} phải chứa ít nhất một chữ cái thường.`;

/*
 * The spec's min/max messages read inverted ("min: …lớn hơn…" = "longer than"); they are kept
 * verbatim: min → "lớn hơn n", max → "nhỏ hơn n". `between` names both bounds.
 */
export const minLengthMessage = (n: number): string => `Dữ liệu nhập vào lớn hơn ${n} ký tự.`;
export const maxLengthMessage = (n: number): string => `Dữ liệu nhập vào nhỏ hơn ${n} ký tự.`;
export const lengthBetweenMessage = (min: number, max: number): string =>
  `Dữ liệu nhập vào phải từ ${min} đến ${max} ký tự.`;

/** confirmed: `{field} nhập lại không khớp.` */
export const confirmedMessage = (label: string): string => `${label} nhập lại không khớp.`;

export const numericBetweenMessage = (min: number, max: number): string =>
  `Giá trị phải nằm trong khoảng ${min} đến ${max}`;

/** file_upload, per file. */
export const fileTooLargeMessage = (name: string): string => `Tệp ${name} vượt quá 3 MB`;
export const fileTypeMessage = (name: string): string =>
  `Tệp ${name} không đúng định dạng (jpeg, png, jpg, pdf)`;
