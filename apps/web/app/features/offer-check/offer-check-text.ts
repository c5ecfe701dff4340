/** The words of the page /kiem-tra-don-hang (issue 30 item 3); the result's own come from the API. */
export const OfferCheckText = {
  title: 'Kiểm tra đơn hàng',
  metaDescription:
    'Dán hoặc mô tả đơn hàng xuất khẩu lao động: ViệcXa chỉ ra dấu hiệu lừa đảo, phí vượt mức trần, giấy phép của công ty và căn cứ pháp luật.',
  lead: 'Dán tin tuyển dụng, tin nhắn của người tư vấn hoặc tự mô tả đơn hàng bạn được mời. ViệcXa đối chiếu với các dấu hiệu lừa đảo thường gặp, mức trần phí dịch vụ theo Luật số 69/2020/QH14 và giấy phép của công ty trên ViệcXa. Nội dung bạn gửi không được lưu lại.',
  text: 'Dán hoặc mô tả đơn hàng',
  textHint:
    'Ví dụ: công ty, nước đến, lương, thời hạn hợp đồng, các khoản phải nộp và khi nào nộp, ngày bay.',
  company: 'Tên công ty (không bắt buộc)',
  licence: 'Số giấy phép (không bắt buộc)',
  licenceHint: 'Số giấy phép đưa người lao động đi làm việc ở nước ngoài, ví dụ 215/LĐTBXH-GP.',
  submit: 'Kiểm tra',
  sending: 'Đang kiểm tra…',
  checkFields: 'Vui lòng kiểm tra lại các trường được đánh dấu.',
  resultTitle: 'Kết quả kiểm tra',
  flagsTitle: 'Dấu hiệu cần chú ý',
  law: 'Căn cứ',
  companyTitle: 'Công ty trên ViệcXa',
  licenceNumber: 'Giấy phép số',
  companyLink: 'Xem trang công ty',
  adviceTitle: 'Bạn nên làm gì',
  report: 'Báo cáo',
  reportHint: 'Báo cho ViệcXa đơn hàng hoặc công ty đáng ngờ (không cần đăng nhập).',
  warningLink: 'Các dấu hiệu lừa đảo thường gặp',
  /** The report form needs a job or a company of ViệcXa; an offer from elsewhere goes through the contact page. */
  elsewhere:
    'Đơn hàng không thuộc công ty nào trên ViệcXa? Hãy báo cho cơ quan lao động nơi bạn ở, hoặc gửi cho ViệcXa qua',
  contactLink: 'trang Liên hệ',
} as const;
