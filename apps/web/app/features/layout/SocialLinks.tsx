import { IconBrandFacebook, IconBrandTiktok, IconBrandYoutube } from '@tabler/icons-react';
import { socialLinks } from './footer-links.ts';
import classes from './SiteFooter.module.css';

/** Zalo has no Tabler icon: its wordmark in text, which is also how Vietnamese users know it. */
const ICONS = {
  facebook: <IconBrandFacebook size={20} aria-hidden />,
  youtube: <IconBrandYoutube size={20} aria-hidden />,
  zalo: (
    <span className={classes.zalo} aria-hidden>
      Zalo
    </span>
  ),
  tiktok: <IconBrandTiktok size={20} aria-hidden />,
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
