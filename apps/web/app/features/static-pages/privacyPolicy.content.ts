import type { PageMeta, StaticArticleContent } from './types.ts';

export const privacyPolicyMeta: PageMeta = {
  title: 'Chính sách bảo vệ dữ liệu cá nhân | ViệcXa',
  description:
    'ViệcXa thu thập dữ liệu gì, dùng vào việc gì, chia sẻ cho ai, lưu bao lâu và cách bạn thực hiện quyền của mình theo Nghị định 13/2023/NĐ-CP.',
};

export const privacyPolicyContent: StaticArticleContent = {
  title: 'Chính sách bảo vệ dữ liệu cá nhân',
  updatedAt: '27/11/2026',
  intro:
    'ViệcXa tôn trọng quyền riêng tư của bạn. Chúng tôi chỉ thu thập những dữ liệu cần thiết để bạn tìm chương trình, ứng tuyển và để doanh nghiệp tuyển chọn. Chúng tôi không bán dữ liệu cá nhân và không dùng cookie quảng cáo hay cookie theo dõi.',
  sections: [
    {
      heading: 'Phạm vi áp dụng và căn cứ pháp lý',
      paragraphs: [
        'Chính sách này cho bạn biết ViệcXa thu thập dữ liệu cá nhân nào, dùng vào việc gì, chia sẻ cho ai, lưu trong bao lâu và bạn có những quyền gì. Chính sách áp dụng cho mọi người sử dụng website ViệcXa: ứng viên có tài khoản, người ứng tuyển không cần tài khoản, doanh nghiệp tuyển dụng, đơn vị tư vấn du học, doanh nghiệp dịch vụ đưa người lao động đi làm việc ở nước ngoài và người được doanh nghiệp cử làm đầu mối liên hệ.',
        'Chính sách được xây dựng theo Nghị định 13/2023/NĐ-CP ngày 17/4/2023 của Chính phủ về bảo vệ dữ liệu cá nhân, Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 và các văn bản hướng dẫn thi hành. Nếu chính sách này có điểm khác với quy định pháp luật thì áp dụng quy định pháp luật.',
      ],
    },
    {
      heading: 'Đơn vị chịu trách nhiệm về dữ liệu',
      paragraphs: [
        'Công ty TNHH ViệcXa (sau đây gọi là “ViệcXa” hoặc “chúng tôi”), trụ sở tại thành phố Hà Nội, là bên kiểm soát và xử lý dữ liệu cá nhân đối với dữ liệu được thu thập qua website ViệcXa.',
      ],
      items: ['Bộ phận bảo vệ dữ liệu cá nhân: dpo@viecxa.vn', 'Liên hệ chung: lienhe@viecxa.vn'],
      closing: [
        'Khi bạn ứng tuyển, doanh nghiệp nhận hồ sơ trở thành bên kiểm soát dữ liệu độc lập đối với bản hồ sơ mà họ nhận được và phải tự chịu trách nhiệm bảo vệ dữ liệu đó theo quy định pháp luật.',
      ],
    },
    {
      heading: 'Dữ liệu tài khoản',
      paragraphs: ['Khi bạn đăng ký tài khoản, chúng tôi lưu:'],
      items: [
        'Họ và tên, địa chỉ email, tên đăng nhập và số điện thoại.',
        'Mật khẩu: chúng tôi không lưu mật khẩu gốc mà chỉ lưu giá trị băm tạo bằng thuật toán argon2id. Từ giá trị này không ai, kể cả nhân viên ViệcXa, đọc lại được mật khẩu của bạn.',
        'Ảnh đại diện, nếu bạn tải lên.',
        'Loại tài khoản (ứng viên, doanh nghiệp, quản trị viên, nhân viên kinh doanh) và trạng thái tài khoản (chờ kích hoạt, chờ phê duyệt, đã kích hoạt, đã vô hiệu hóa, đã khóa).',
        'Thời điểm xác thực email, thời điểm đăng nhập gần nhất, thời điểm tạo và cập nhật tài khoản.',
      ],
    },
    {
      heading: 'Dữ liệu của doanh nghiệp',
      items: [
        'Tên công ty, tên viết tắt, logo, địa chỉ, mã số thuế, website, quy mô nhân sự và phần giới thiệu công ty.',
        'Tệp giấy chứng nhận đăng ký doanh nghiệp mà doanh nghiệp tải lên để được xét duyệt.',
        'Với doanh nghiệp dịch vụ đưa người lao động đi làm việc ở nước ngoài: số và ngày cấp giấy phép hoạt động dịch vụ.',
        'Họ tên, số điện thoại và email của người liên hệ. Đây là dữ liệu cá nhân của người liên hệ; doanh nghiệp cần cho người đó biết trước khi cung cấp cho ViệcXa.',
      ],
      closing: [
        'Tên, logo, địa chỉ, phần giới thiệu và số giấy phép của doanh nghiệp được hiển thị công khai để ứng viên kiểm tra. Tệp giấy chứng nhận đăng ký doanh nghiệp chỉ dùng để xét duyệt và không hiển thị công khai.',
      ],
    },
    {
      heading: 'Hồ sơ ứng viên và CV',
      paragraphs: ['Để doanh nghiệp đánh giá mức độ phù hợp, hồ sơ ứng viên có thể gồm:'],
      items: [
        'Ngày sinh, giới tính và địa chỉ.',
        'Số chứng minh nhân dân hoặc căn cước công dân.',
        'Trình độ học vấn, kỹ năng, ngoại ngữ và kinh nghiệm làm việc.',
        'Quốc gia, khu vực bạn mong muốn đến làm việc hoặc học tập.',
        'Tệp CV dạng PDF, Word hoặc ảnh chụp.',
      ],
      closing: [
        'Số chứng minh nhân dân, căn cước công dân được bảo vệ ở mức cao hơn: không bao giờ hiển thị công khai; chỉ doanh nghiệp bạn ứng tuyển và quản trị viên ViệcXa (khi cần kiểm duyệt, hỗ trợ) mới xem được.',
        'Chúng tôi không yêu cầu dữ liệu cá nhân nhạy cảm như tình trạng sức khỏe, tôn giáo, quan điểm chính trị. Bạn không nên đưa các thông tin này vào CV, trừ khi doanh nghiệp yêu cầu rõ ràng và hợp pháp cho chương trình bạn ứng tuyển.',
      ],
    },
    {
      heading: 'Ứng tuyển, việc làm đã lưu và thông báo',
      items: [
        'Đơn ứng tuyển: chương trình hoặc việc làm bạn ứng tuyển, CV đã gửi, thời điểm gửi và lịch sử thay đổi trạng thái hồ sơ.',
        'Danh sách chương trình, việc làm bạn đã lưu để xem lại.',
        'Các thông báo gửi đến tài khoản của bạn.',
      ],
    },
    {
      heading: 'Ứng tuyển không cần tài khoản',
      paragraphs: [
        'Bạn có thể ứng tuyển mà không tạo tài khoản. Khi đó chúng tôi chỉ lưu họ tên, số điện thoại, email, tệp CV và chương trình bạn ứng tuyển, rồi chuyển hồ sơ cho doanh nghiệp đăng tin.',
        'Email xác nhận ứng tuyển có đường dẫn riêng đến trang dữ liệu của bạn (dùng được 180 ngày): tại đó bạn tải dữ liệu về, rút lại sự đồng ý chia sẻ hoặc xóa hồ sơ. Sau thời hạn này, hãy gửi yêu cầu đến dpo@viecxa.vn từ chính email đã dùng khi ứng tuyển để chúng tôi xác minh và hỗ trợ.',
      ],
    },
    {
      heading: 'Nhận tin qua email',
      items: [
        'Khi bạn nhập email vào ô nhận tin ở chân trang, chúng tôi lưu địa chỉ đó cùng thời điểm bạn đồng ý và gửi một email xác nhận. Chỉ sau khi bạn bấm nút xác nhận trong trang mở từ email đó, bạn mới nhận bản tin; địa chỉ chưa xác nhận không nhận thêm thư nào.',
        'Chúng tôi lưu thời điểm đồng ý, thời điểm xác nhận và thời điểm hủy đăng ký làm bằng chứng về sự đồng ý của bạn.',
        'Mỗi bản tin đều có liên kết hủy đăng ký ở cuối thư; nhiều ứng dụng email cũng hiện nút hủy đăng ký một lần bấm. Sau khi hủy, bạn không nhận bản tin nữa cho đến khi tự đăng ký và xác nhận lại.',
      ],
    },
    {
      heading: 'Đăng nhập bằng Google hoặc Facebook',
      paragraphs: [
        'Nếu bạn chọn đăng nhập bằng Google hoặc Facebook, chúng tôi chỉ nhận từ nhà cung cấp đó: họ tên, email, ảnh đại diện và mã định danh tài khoản của bạn. Chúng tôi không bao giờ nhận hay lưu mật khẩu Google, Facebook của bạn. Google và Facebook xử lý dữ liệu của bạn theo chính sách riêng của họ.',
      ],
    },
    {
      heading: 'Phiên đăng nhập và cookie',
      items: [
        'Khi bạn đăng nhập, hệ thống tạo một mã phiên ngẫu nhiên. Máy chủ chỉ lưu giá trị băm của mã này cùng thời hạn hết hiệu lực, thời điểm sử dụng gần nhất, địa chỉ IP và thông tin trình duyệt.',
        'Mã phiên được lưu trong trình duyệt của bạn bằng một cookie bảo mật (httpOnly) mà mã chạy trên trang web không đọc được, giúp giảm nguy cơ bị đánh cắp phiên.',
        'Mã phiên hết hiệu lực khi hết hạn hoặc khi bạn đăng xuất.',
        'Chúng tôi không dùng cookie quảng cáo, cookie theo dõi hay công cụ theo dấu người dùng của bên thứ ba.',
      ],
    },
    {
      heading: 'Thư điện tử và nhật ký bảo mật',
      items: [
        'Thư gửi cho bạn (mã xác thực đăng ký, liên kết đặt lại mật khẩu và các thư thông báo khác) được lưu trong hàng đợi gửi thư để gửi lại khi có lỗi.',
        'Mã xác thực hết hiệu lực trong vòng 10 phút; liên kết đặt lại mật khẩu cũng chỉ có hiệu lực trong thời gian ngắn.',
        'Nhật ký bảo mật ghi địa chỉ IP, mã yêu cầu và thời điểm truy cập để phát hiện, điều tra hành vi tấn công, gian lận và xử lý sự cố.',
      ],
    },
    {
      heading: 'Trợ lý tư vấn AI và công cụ quy đổi tiền tệ',
      items: [
        'Lịch sử trò chuyện với trợ lý tư vấn AI chỉ được lưu trong trình duyệt của bạn (bộ nhớ cục bộ, mục chatbot_messages). Chúng tôi không lưu lịch sử này trên máy chủ. Bạn có thể xóa bằng cách xóa dữ liệu trang web trong cài đặt trình duyệt.',
        'Để tạo câu trả lời, nội dung bạn nhập được gửi tới nhà cung cấp dịch vụ trí tuệ nhân tạo. Vì vậy, đừng nhập số căn cước, mật khẩu, số tài khoản ngân hàng hay thông tin sức khỏe vào khung trò chuyện.',
        'Công cụ quy đổi tiền tệ chỉ gửi loại tiền và số tiền cần quy đổi tới dịch vụ tỷ giá, không kèm dữ liệu cá nhân của bạn.',
      ],
    },
    {
      heading: 'Mục đích xử lý dữ liệu',
      items: [
        'Tạo, xác thực và quản lý tài khoản; cho phép bạn đăng nhập an toàn.',
        'Hiển thị chương trình, việc làm; gửi hồ sơ ứng tuyển đến đúng doanh nghiệp và cập nhật trạng thái cho bạn.',
        'Xét duyệt doanh nghiệp, kiểm tra giấy phép dịch vụ đưa người lao động đi làm việc ở nước ngoài và kiểm duyệt tin đăng trước khi công khai.',
        'Gửi mã xác thực, liên kết đặt lại mật khẩu và thông báo liên quan đến tài khoản, hồ sơ của bạn.',
        'Hỗ trợ doanh nghiệp khách hàng thông qua nhân viên kinh doanh phụ trách.',
        'Bảo đảm an ninh hệ thống, phòng chống lừa đảo và giải quyết khiếu nại.',
        'Thực hiện nghĩa vụ theo quy định pháp luật và yêu cầu hợp pháp của cơ quan nhà nước có thẩm quyền.',
      ],
      closing: [
        'Chúng tôi không dùng dữ liệu của bạn cho quảng cáo nhắm mục tiêu và không dùng vào mục đích nào khác ngoài các mục đích trên khi chưa có sự đồng ý của bạn.',
      ],
    },
    {
      heading: 'Cơ sở xử lý và sự đồng ý',
      paragraphs: ['Chúng tôi xử lý dữ liệu của bạn dựa trên:'],
      items: [
        'Sự đồng ý của bạn: tự nguyện, rõ ràng và thể hiện bằng hành động cụ thể, ví dụ đánh dấu đồng ý khi đăng ký hoặc khi gửi hồ sơ ứng tuyển. Theo Nghị định 13/2023/NĐ-CP, sự im lặng hoặc không phản hồi không được coi là đồng ý.',
        'Việc thực hiện thỏa thuận giữa bạn và ViệcXa theo Điều khoản sử dụng, ví dụ duy trì tài khoản hoặc chuyển hồ sơ mà bạn yêu cầu gửi.',
        'Nghĩa vụ theo quy định pháp luật.',
      ],
      closing: [
        'Bạn có thể rút lại sự đồng ý bất cứ lúc nào. Việc rút lại không làm mất tính hợp pháp của việc xử lý đã thực hiện trước đó.',
      ],
      links: [{ label: 'Xem Điều khoản sử dụng', href: '/dieu-khoan' }],
    },
    {
      heading: 'Những ai nhận dữ liệu của bạn',
      items: [
        'Doanh nghiệp bạn ứng tuyển: nhận CV, thông tin trong đơn ứng tuyển và hồ sơ ứng viên của bạn. Doanh nghiệp khác không xem được CV của bạn.',
        'Chủ sử dụng lao động, trường học hoặc đối tác ở nước ngoài: với chương trình ở nước ngoài, doanh nghiệp bạn ứng tuyển có thể chuyển hồ sơ cho họ để tuyển chọn, phỏng vấn và làm thủ tục.',
        'Quản trị viên ViệcXa: để kiểm duyệt, hỗ trợ và giải quyết khiếu nại. Nhân viên kinh doanh chỉ làm việc với thông tin của doanh nghiệp khách hàng do mình phụ trách.',
        'Nhà cung cấp dịch vụ gửi thư điện tử, hạ tầng máy chủ và trí tuệ nhân tạo: xử lý theo hợp đồng với ViệcXa và chỉ trong phạm vi cần thiết.',
        'Cơ quan nhà nước có thẩm quyền, khi pháp luật yêu cầu.',
      ],
      closing: ['Chúng tôi không bán, không cho thuê và không trao đổi dữ liệu cá nhân của bạn.'],
    },
    {
      heading: 'Chuyển dữ liệu ra nước ngoài',
      paragraphs: [
        'Nhiều chương trình trên ViệcXa là đi làm việc hoặc du học ở nước ngoài. Khi bạn ứng tuyển vào các chương trình này, doanh nghiệp có thể chuyển hồ sơ của bạn cho chủ sử dụng lao động, trường học hoặc đối tác ở quốc gia đến. Điều đó có nghĩa là dữ liệu của bạn được chuyển ra khỏi lãnh thổ Việt Nam. Tin đăng ghi rõ quốc gia đến để bạn biết trước khi nộp hồ sơ.',
        'Doanh nghiệp thực hiện việc chuyển này phải tuân thủ quy định về chuyển dữ liệu cá nhân ra nước ngoài. Ngoài ra, một số nhà cung cấp dịch vụ của chúng tôi (gửi thư, hạ tầng máy chủ, trí tuệ nhân tạo) có thể đặt máy chủ ở nước ngoài; khi đó chúng tôi chỉ chuyển dữ liệu cần thiết và thực hiện thủ tục theo quy định pháp luật.',
      ],
    },
    {
      heading: 'Thời gian lưu trữ',
      items: [
        'Tài khoản và hồ sơ ứng viên: đến khi bạn yêu cầu xóa tài khoản.',
        'Đơn ứng tuyển: 24 tháng kể từ khi tin tuyển dụng kết thúc.',
        'Hồ sơ ứng tuyển không cần tài khoản: 12 tháng kể từ ngày nộp.',
        'Nhật ký bảo mật: 12 tháng.',
        'Mã xác thực gửi qua email: hết hiệu lực trong vòng 10 phút.',
        'Địa chỉ nhận tin cùng các thời điểm đồng ý, xác nhận, hủy đăng ký: lưu làm bằng chứng về sự đồng ý; bạn có thể yêu cầu xóa qua dpo@viecxa.vn.',
        'Lịch sử trò chuyện với trợ lý tư vấn: nằm trong trình duyệt của bạn cho đến khi bạn xóa.',
      ],
      closing: [
        'Hết thời hạn, dữ liệu được xóa hoặc ẩn danh hóa, trừ khi pháp luật buộc phải lưu lâu hơn hoặc dữ liệu đang cần cho việc giải quyết khiếu nại, tranh chấp.',
      ],
    },
    {
      heading: 'Quyền của bạn',
      paragraphs: [
        'Theo Nghị định 13/2023/NĐ-CP, trừ trường hợp luật có quy định khác, bạn có các quyền sau:',
      ],
      items: [
        'Quyền được biết về hoạt động xử lý dữ liệu cá nhân của mình.',
        'Quyền đồng ý hoặc không đồng ý cho phép xử lý dữ liệu cá nhân của mình.',
        'Quyền truy cập để xem, chỉnh sửa hoặc yêu cầu chỉnh sửa dữ liệu.',
        'Quyền rút lại sự đồng ý.',
        'Quyền xóa hoặc yêu cầu xóa dữ liệu.',
        'Quyền yêu cầu hạn chế xử lý dữ liệu.',
        'Quyền yêu cầu cung cấp dữ liệu cá nhân của mình.',
        'Quyền phản đối việc xử lý dữ liệu, kể cả để ngăn dữ liệu bị dùng cho quảng cáo, tiếp thị.',
        'Quyền khiếu nại, tố cáo hoặc khởi kiện.',
        'Quyền yêu cầu bồi thường thiệt hại khi xảy ra vi phạm quy định về bảo vệ dữ liệu cá nhân.',
        'Quyền tự bảo vệ theo quy định của Bộ luật Dân sự và luật liên quan.',
      ],
    },
    {
      heading: 'Cách thực hiện quyền và thời hạn phản hồi',
      items: [
        'Phần lớn thông tin tài khoản và hồ sơ, bạn có thể tự xem và chỉnh sửa sau khi đăng nhập.',
        'Tại trang "Dữ liệu của tôi" (/user/my-data), bạn tự tải toàn bộ dữ liệu của mình (tệp JSON và bản HTML dễ đọc), rút lại sự đồng ý chia sẻ cho từng đơn ứng tuyển và xóa tài khoản. Khi xóa, đơn ứng tuyển chỉ còn bản ghi ẩn danh (vị trí, ngày nộp, trạng thái) trong hồ sơ của doanh nghiệp; tên, số điện thoại, email, lời nhắn và CV bị xóa.',
        'Với các yêu cầu khác, hãy gửi email đến dpo@viecxa.vn, nêu rõ yêu cầu cùng email hoặc số điện thoại bạn dùng trên ViệcXa. Chúng tôi có thể xác minh danh tính trước khi thực hiện để tránh người khác giả mạo bạn, nhưng không bao giờ hỏi mật khẩu của bạn.',
        'Yêu cầu xóa dữ liệu, hạn chế xử lý, phản đối xử lý hoặc cung cấp dữ liệu: chúng tôi thực hiện trong vòng 72 giờ kể từ khi nhận được yêu cầu hợp lệ.',
        'Rút lại sự đồng ý: chúng tôi cho bạn biết hậu quả có thể xảy ra (ví dụ không thể tiếp tục ứng tuyển) và ngừng xử lý dữ liệu liên quan trong thời hạn theo quy định pháp luật.',
        'Các yêu cầu khác được giải quyết trong thời hạn theo quy định pháp luật.',
        'Hồ sơ bạn đã gửi trước đó vẫn nằm trong hệ thống của doanh nghiệp đã nhận. Bạn có thể yêu cầu trực tiếp doanh nghiệp đó xóa, và chúng tôi sẽ hỗ trợ chuyển yêu cầu của bạn.',
        'Nếu không đồng ý với cách chúng tôi giải quyết, bạn có quyền khiếu nại đến Cục An ninh mạng và phòng, chống tội phạm sử dụng công nghệ cao (A05), Bộ Công an.',
      ],
    },
    {
      heading: 'Biện pháp bảo mật',
      items: [
        'Mật khẩu chỉ được lưu dưới dạng giá trị băm argon2id; mã phiên đăng nhập cũng chỉ được lưu dưới dạng giá trị băm.',
        'Mọi kết nối tới website được mã hóa bằng HTTPS.',
        'Quyền truy cập được phân theo vai trò: mỗi loại tài khoản chỉ xem được dữ liệu cần cho công việc của mình.',
        'Tệp CV là tệp riêng tư, không có đường dẫn công khai; chỉ chủ hồ sơ, doanh nghiệp được ứng tuyển và quản trị viên ViệcXa mở được.',
        'Nhật ký bảo mật giúp phát hiện truy cập bất thường.',
      ],
      closing: [
        'Không có hệ thống nào an toàn tuyệt đối. Hãy giữ bí mật mật khẩu, không dùng chung mật khẩu với trang khác và đăng xuất khi dùng máy tính công cộng.',
      ],
    },
    {
      heading: 'Khi xảy ra sự cố lộ lọt dữ liệu',
      paragraphs: [
        'Nếu phát hiện vi phạm quy định bảo vệ dữ liệu cá nhân, chúng tôi thông báo cho Bộ Công an (Cục An ninh mạng và phòng, chống tội phạm sử dụng công nghệ cao, A05) chậm nhất 72 giờ sau khi xảy ra vi phạm. Chúng tôi cũng thông báo cho những người bị ảnh hưởng về sự việc và cách tự bảo vệ, ví dụ đổi mật khẩu.',
      ],
    },
    {
      heading: 'Người chưa đủ 18 tuổi',
      paragraphs: [
        'ViệcXa dành cho người từ đủ 18 tuổi trở lên; người đi làm việc ở nước ngoài theo hợp đồng cũng phải từ đủ 18 tuổi. Chúng tôi không cố ý thu thập dữ liệu của người chưa đủ 18 tuổi. Nếu phát hiện, chúng tôi sẽ xóa tài khoản và dữ liệu liên quan. Cha mẹ hoặc người giám hộ có thể báo cho chúng tôi qua dpo@viecxa.vn.',
      ],
    },
    {
      heading: 'Thay đổi chính sách',
      paragraphs: [
        'Khi thay đổi chính sách, chúng tôi cập nhật ngày ở đầu trang. Với thay đổi quan trọng, chẳng hạn thêm mục đích xử lý mới, chúng tôi thông báo trên website và qua email trước khi áp dụng, và xin lại sự đồng ý của bạn khi pháp luật yêu cầu.',
      ],
    },
    {
      heading: 'Liên hệ',
      paragraphs: ['Mọi câu hỏi về chính sách này hoặc về dữ liệu của bạn, vui lòng liên hệ:'],
      items: [
        'Công ty TNHH ViệcXa, trụ sở tại thành phố Hà Nội',
        'Bộ phận bảo vệ dữ liệu cá nhân: dpo@viecxa.vn',
        'Các vấn đề khác: lienhe@viecxa.vn',
      ],
    },
  ],
};
