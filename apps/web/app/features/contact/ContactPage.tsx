import classes from './Contact.module.css';
import type { ContactResult } from './ContactForm.tsx';
import { ContactForm } from './ContactForm.tsx';

/** `/lien-he`: the form, and how else to reach the team. */
export function ContactPage({ email, result }: { email: string; result: ContactResult | undefined }) {
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>Liên hệ với ViệcXa</h1>
      <p className={classes.lead}>
        Bạn cần tư vấn về chương trình xuất khẩu lao động, du học hay việc làm trong nước, hoặc muốn báo một
        tin tuyển dụng có dấu hiệu lừa đảo? Gửi tin nhắn cho chúng tôi, đội ngũ ViệcXa sẽ trả lời qua email
        hoặc số điện thoại bạn để lại.
      </p>
      <div className={classes.layout}>
        <section className={classes.card} aria-labelledby="contact-form-title">
          <h2 className={classes.cardTitle} id="contact-form-title">
            Gửi tin nhắn
          </h2>
          <ContactForm result={result} />
        </section>
        <aside className={classes.card} aria-labelledby="contact-facts-title">
          <h2 className={classes.cardTitle} id="contact-facts-title">
            Thông tin liên hệ
          </h2>
          <dl className={classes.facts}>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
            <div>
              <dt>Thời gian phản hồi</dt>
              <dd>Thường trong vòng một ngày làm việc (thứ Hai đến thứ Sáu).</dd>
            </div>
            <div>
              <dt>Doanh nghiệp muốn đăng tin</dt>
              <dd>
                <a href="/dang-ky?loai=doanh-nghiep">Đăng ký tài khoản công ty</a> để đăng tin tuyển dụng và
                nhận hồ sơ ứng viên.
              </dd>
            </div>
          </dl>
          <p className={classes.note}>
            ViệcXa không thu phí ứng viên và không bao giờ yêu cầu chuyển tiền vào tài khoản cá nhân. Trước
            khi đóng bất kỳ khoản phí nào cho công ty xuất khẩu lao động, hãy kiểm tra giấy phép của công ty
            trên trang của Cục Quản lý lao động ngoài nước (dolab.gov.vn).
          </p>
        </aside>
      </div>
    </div>
  );
}
