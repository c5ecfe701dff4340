import type { PageMeta, StaticArticleContent } from './types.ts';

export const termsMeta: PageMeta = {
  title: 'Điều khoản sử dụng | ViệcXa',
  description:
    'Quy định sử dụng ViệcXa cho ứng viên và doanh nghiệp: điều kiện tài khoản, giấy phép theo Luật số 69/2020/QH14, kiểm duyệt tin đăng, dấu hiệu lừa đảo.',
};

export const termsContent: StaticArticleContent = {
  title: 'Điều khoản sử dụng',
  updatedAt: '21/11/2026',
  intro:
    'Các điều khoản này là thỏa thuận giữa bạn và Công ty TNHH ViệcXa khi bạn sử dụng website ViệcXa. Vui lòng đọc kỹ, đặc biệt là phần dấu hiệu lừa đảo, trước khi nộp hồ sơ hoặc nộp bất kỳ khoản tiền nào cho doanh nghiệp.',
  sections: [
    {
      heading: 'Giới thiệu và chấp nhận điều khoản',
      paragraphs: [
        'ViệcXa là sàn kết nối do Công ty TNHH ViệcXa vận hành. ViệcXa giúp người lao động, học sinh, sinh viên tìm chương trình đi làm việc ở nước ngoài theo hợp đồng, du học và việc làm trong nước; giúp doanh nghiệp đăng tin và tiếp nhận hồ sơ.',
        'Khi tạo tài khoản, đăng tin hoặc gửi hồ sơ ứng tuyển, bạn đồng ý với các điều khoản này và với Chính sách bảo vệ dữ liệu cá nhân của ViệcXa. Nếu không đồng ý, vui lòng không sử dụng dịch vụ.',
      ],
      links: [{ label: 'Xem Chính sách bảo vệ dữ liệu cá nhân', href: '/chinh-sach-bao-ve' }],
    },
    {
      heading: 'Tài khoản và điều kiện sử dụng',
      items: [
        'Bạn phải từ đủ 18 tuổi trở lên và có năng lực hành vi dân sự đầy đủ.',
        'Thông tin đăng ký phải chính xác. Mỗi người chỉ sử dụng tài khoản của chính mình.',
        'Bạn tự bảo mật mật khẩu và chịu trách nhiệm về hoạt động trong tài khoản. Hãy báo ngay cho chúng tôi nếu nghi ngờ tài khoản bị người khác truy cập.',
        'Tài khoản doanh nghiệp phải được ViệcXa phê duyệt trước khi đăng tin. Người đăng ký phải là người đại diện hoặc được doanh nghiệp ủy quyền.',
        'Nhân viên ViệcXa không bao giờ hỏi mật khẩu hoặc mã xác thực của bạn.',
      ],
    },
    {
      heading: 'Trách nhiệm của ứng viên',
      items: [
        'Cung cấp thông tin trung thực về bản thân, học vấn và kinh nghiệm; không dùng giấy tờ giả, không mạo danh người khác.',
        'Tìm hiểu kỹ chương trình, chi phí và điều kiện làm việc; đọc kỹ hợp đồng và chỉ ký khi đã hiểu rõ.',
        'Không dùng ViệcXa để quấy rối doanh nghiệp hoặc gửi hồ sơ hàng loạt khi không có nhu cầu thật.',
        'Tuân thủ pháp luật Việt Nam và pháp luật của nước đến.',
      ],
    },
    {
      heading: 'Trách nhiệm của doanh nghiệp',
      items: [
        'Chỉ đăng tin tuyển dụng, tuyển sinh có thật và hợp pháp; mô tả đúng công việc, địa điểm, mức lương, chi phí và điều kiện.',
        'Doanh nghiệp đăng chương trình đưa người lao động đi làm việc ở nước ngoài phải có giấy phép hoạt động dịch vụ đưa người lao động Việt Nam đi làm việc ở nước ngoài theo hợp đồng còn hiệu lực theo Luật số 69/2020/QH14, và công bố số giấy phép trên trang doanh nghiệp.',
        'Không thu bất kỳ khoản tiền nào của ứng viên, kể cả tiền đặt cọc hay tiền giữ chỗ, trước khi ký hợp đồng bằng văn bản với người lao động.',
        'Chỉ thu tiền dịch vụ theo đúng quy định pháp luật và hợp đồng bằng văn bản. Mức thu không vượt quá 01 tháng tiền lương cơ bản theo hợp đồng cho mỗi 12 tháng làm việc; riêng sĩ quan, thuyền viên làm việc trên tàu vận tải biển không quá 1,5 tháng tiền lương cho mỗi 12 tháng làm việc.',
        'Không thu tiền môi giới của người lao động.',
        'Mọi khoản thu phải được ghi rõ trong hợp đồng, nộp vào tài khoản đứng tên doanh nghiệp và có chứng từ hợp lệ.',
        'Bảo vệ dữ liệu cá nhân của ứng viên và chỉ dùng hồ sơ nhận được để tuyển chọn cho đúng chương trình ứng viên đã ứng tuyển.',
        'Cập nhật trạng thái hồ sơ kịp thời và ngừng tin đăng khi đã tuyển đủ.',
      ],
    },
    {
      heading: 'Nội dung bị cấm',
      items: [
        'Quảng cáo gian dối: hứa hẹn mức lương, chi phí, thời gian xuất cảnh không đúng sự thật hoặc cam kết chắc chắn được cấp thị thực.',
        'Dùng tên, logo gần giống doanh nghiệp khác hoặc cơ quan nhà nước để gây nhầm lẫn; giả mạo giấy phép.',
        'Yêu cầu ứng viên chuyển tiền vào tài khoản ngân hàng cá nhân.',
        'Nội dung phân biệt đối xử hoặc xúc phạm vì giới tính, dân tộc, tôn giáo, tình trạng hôn nhân, khuyết tật. Điều kiện tuyển chọn, nếu có, phải xuất phát từ yêu cầu thực tế và hợp pháp của công việc.',
        'Tuyển người cho công việc bị pháp luật cấm, đưa người đi làm việc bằng thị thực du lịch hoặc đến ngành nghề, khu vực mà pháp luật Việt Nam không cho phép.',
        'Thu thập hồ sơ ứng viên để bán hoặc dùng ngoài mục đích tuyển dụng.',
        'Mã độc, thư rác và nội dung vi phạm pháp luật hay thuần phong mỹ tục.',
      ],
    },
    {
      heading: 'Kiểm duyệt và xử lý vi phạm',
      items: [
        'Mọi tin đăng được quản trị viên ViệcXa xem xét trước khi hiển thị công khai.',
        'ViệcXa có quyền từ chối, yêu cầu chỉnh sửa hoặc vô hiệu hóa tin đăng vi phạm, kể cả tin đã được duyệt.',
        'ViệcXa có quyền tạm khóa hoặc khóa tài khoản vi phạm và thông báo lý do qua email, trừ khi việc thông báo ảnh hưởng đến công tác điều tra của cơ quan chức năng.',
        'Khi có dấu hiệu lừa đảo, chúng tôi có thể cung cấp thông tin cho cơ quan công an theo quy định pháp luật.',
      ],
      closing: [
        'Việc kiểm duyệt giúp giảm rủi ro nhưng không thay thế việc bạn tự kiểm tra doanh nghiệp và hợp đồng trước khi quyết định.',
      ],
    },
    {
      heading: 'Vai trò của ViệcXa',
      paragraphs: [
        'ViệcXa là sàn kết nối trung gian. Chúng tôi không phải là một bên trong hợp đồng lao động, hợp đồng đưa người lao động đi làm việc ở nước ngoài hay hợp đồng du học giữa bạn với doanh nghiệp, trường học hoặc chủ sử dụng lao động.',
        'ViệcXa không thu tiền của ứng viên để nộp hồ sơ ứng tuyển. Chúng tôi không bảo đảm bạn trúng tuyển, được cấp thị thực hay xuất cảnh; quyết định cuối cùng thuộc về doanh nghiệp, đối tác nước ngoài và cơ quan có thẩm quyền của các quốc gia.',
        'Trợ lý tư vấn AI và công cụ quy đổi tiền tệ chỉ có giá trị tham khảo. Câu trả lời của trợ lý có thể chưa chính xác và tỷ giá có thể khác tỷ giá thực tế tại ngân hàng. Hãy xác nhận thông tin quan trọng với doanh nghiệp và cơ quan có thẩm quyền.',
      ],
    },
    {
      heading: 'Dấu hiệu lừa đảo cần cảnh giác',
      tone: 'warning',
      paragraphs: ['Hãy dừng lại và kiểm tra kỹ nếu gặp một trong các dấu hiệu sau:'],
      items: [
        'Đòi đặt cọc, tiền giữ chỗ hoặc phí hồ sơ trước khi ký hợp đồng bằng văn bản.',
        'Hứa xuất cảnh chỉ sau vài tuần, không cần học ngoại ngữ, không cần đào tạo, hoặc cam kết chắc chắn đỗ thị thực.',
        'Yêu cầu chuyển tiền vào tài khoản cá nhân thay vì tài khoản đứng tên doanh nghiệp.',
        'Chỉ liên lạc qua ứng dụng nhắn tin; không có văn phòng, không hẹn gặp trực tiếp, không có hợp đồng giấy.',
        'Tên công ty gần giống tên một doanh nghiệp có giấy phép, hoặc tự xưng là chi nhánh, văn phòng đại diện, đối tác của doanh nghiệp đó.',
        'Mức lương cao bất thường so với chương trình cùng loại, hoặc không nói rõ các khoản khấu trừ.',
        'Đưa đi bằng thị thực du lịch rồi hứa chuyển sang thị thực lao động.',
      ],
      closing: [
        'Trước khi nộp tiền, hãy tra cứu danh sách doanh nghiệp được cấp phép do Cục Quản lý lao động ngoài nước (DOLAB) công bố tại dolab.gov.vn và đối chiếu đúng tên đầy đủ, số giấy phép, địa chỉ. Nếu nghi ngờ, hãy báo cho ViệcXa qua lienhe@viecxa.vn và trình báo cơ quan công an nơi gần nhất.',
      ],
    },
    {
      heading: 'Quyền sở hữu trí tuệ',
      items: [
        'Tên, logo, giao diện, phần mềm và nội dung do ViệcXa tạo ra thuộc quyền của Công ty TNHH ViệcXa. Không được sao chép hay khai thác thương mại khi chưa có sự đồng ý bằng văn bản.',
        'Bạn giữ quyền đối với nội dung bạn đăng như CV, tin đăng, logo doanh nghiệp. Bạn cho phép ViệcXa lưu trữ, hiển thị và chuyển các nội dung đó trong phạm vi cần thiết để vận hành dịch vụ.',
        'Bạn cam kết có quyền hợp pháp đối với nội dung mình đăng và không xâm phạm quyền của người khác.',
        'Không được dùng công cụ tự động để thu thập hàng loạt tin đăng, thông tin doanh nghiệp hoặc hồ sơ ứng viên.',
      ],
    },
    {
      heading: 'Giới hạn trách nhiệm',
      items: [
        'Doanh nghiệp chịu trách nhiệm về tính chính xác, hợp pháp của tin đăng và việc thực hiện cam kết với ứng viên.',
        'ViệcXa không chịu trách nhiệm về thiệt hại phát sinh từ thỏa thuận hoặc khoản thanh toán trực tiếp giữa ứng viên và doanh nghiệp, trừ khi thiệt hại do lỗi của ViệcXa.',
        'Chúng tôi nỗ lực duy trì dịch vụ ổn định nhưng không bảo đảm website hoạt động liên tục; dịch vụ có thể tạm ngừng để bảo trì.',
        'Các giới hạn này không loại trừ trách nhiệm mà pháp luật Việt Nam không cho phép loại trừ, kể cả quyền lợi của người tiêu dùng.',
      ],
    },
    {
      heading: 'Báo cáo vi phạm',
      paragraphs: [
        'Nếu thấy tin đăng hoặc tài khoản có dấu hiệu lừa đảo, sai sự thật hay vi phạm pháp luật, hãy gửi email đến lienhe@viecxa.vn kèm đường dẫn tin đăng, tên doanh nghiệp và bằng chứng nếu có (ảnh chụp tin nhắn, biên lai chuyển tiền).',
        'Chúng tôi sẽ xem xét, có thể tạm ẩn tin trong thời gian kiểm tra và phản hồi kết quả xử lý cho bạn. Danh tính người báo cáo được giữ bí mật.',
      ],
    },
    {
      heading: 'Luật áp dụng và giải quyết tranh chấp',
      paragraphs: [
        'Các điều khoản này được điều chỉnh bởi pháp luật nước Cộng hòa xã hội chủ nghĩa Việt Nam. Tranh chấp trước hết được giải quyết bằng thương lượng, hòa giải; nếu không thành, một bên có quyền đưa ra Tòa án nhân dân có thẩm quyền tại Việt Nam.',
        'Tranh chấp giữa người lao động và doanh nghiệp về hợp đồng đưa người lao động đi làm việc ở nước ngoài được giải quyết theo Luật số 69/2020/QH14 và hợp đồng giữa hai bên. ViệcXa sẵn sàng cung cấp thông tin liên quan trong phạm vi pháp luật cho phép.',
      ],
    },
    {
      heading: 'Thay đổi điều khoản',
      paragraphs: [
        'Chúng tôi có thể cập nhật điều khoản khi dịch vụ hoặc quy định pháp luật thay đổi; ngày cập nhật được ghi ở đầu trang. Thay đổi quan trọng được thông báo trên website hoặc qua email trước khi có hiệu lực. Nếu không đồng ý với điều khoản mới, bạn có thể ngừng sử dụng và yêu cầu xóa tài khoản.',
      ],
    },
    {
      heading: 'Liên hệ',
      items: [
        'Công ty TNHH ViệcXa, trụ sở tại thành phố Hà Nội',
        'Hỗ trợ và báo cáo vi phạm: lienhe@viecxa.vn',
        'Câu hỏi về dữ liệu cá nhân: dpo@viecxa.vn',
      ],
    },
  ],
};
