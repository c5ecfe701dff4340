import { Icon } from '../icons/Icon.tsx';
import { socialLinks } from './footer-links.ts';
import classes from './SiteFooter.module.css';

/** Zalo has no Tabler icon: its wordmark in text, which is also how Vietnamese users know it. */
const ICONS = {
  facebook: <Icon name="brandFacebook" size={20} />,
  youtube: <Icon name="brandYoutube" size={20} />,
  zalo: (
    <span className={classes.zalo} aria-hidden>
      Zalo
    </span>
  ),
  tiktok: <Icon name="brandTiktok" size={20} />,
};

export function SocialLinks() {
  return (
    <div className={classes.social}>
      {socialLinks.map((link) => (
        <a
          key={link.network}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.label}
          className={classes.socialLink}
        >
          {ICONS[link.network]}
        </a>
      ))}
    </div>
  );
}
