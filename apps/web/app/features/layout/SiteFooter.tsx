import { Link } from 'react-router';
import { BrandLogo } from './BrandLogo.tsx';
import { FooterNewsletter } from './FooterNewsletter.tsx';
import { footerLinkGroups } from './footer-links.ts';
import shell from './Shell.module.css';
import classes from './SiteFooter.module.css';
import { SocialLinks } from './SocialLinks.tsx';

/** The public footer (spec §2): brand, social links, newsletter, four link groups, copyright. */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <div className={`${shell.container} ${classes.inner}`}>
        <div className={classes.grid}>
          <div className={classes.about}>
            <BrandLogo />
            <p className={classes.text}>
              Việc làm trong nước, xuất khẩu lao động và du học: tin đăng được kiểm duyệt, chi phí minh bạch.
            </p>
            <SocialLinks />
            <FooterNewsletter />
          </div>
          {footerLinkGroups.map((group) => (
            <nav key={group.title} aria-label={group.title} className={classes.group}>
              <h2 className={classes.title}>{group.title}</h2>
              {group.links.map((link) => (
                <Link key={link.href} to={link.href} className={classes.link}>
                  {link.label}
                </Link>
              ))}
            </nav>
          ))}
        </div>
        <hr className={classes.divider} />
        <p className={classes.copy}>© 2026 ViệcXa. Bảo lưu mọi quyền.</p>
      </div>
    </footer>
  );
}
