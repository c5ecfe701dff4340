import { type CSSProperties, useState } from 'react';
import { fixedImageProps } from '../../lib/image-src.ts';
import { initials } from '../../lib/initials.ts';
import classes from './CompanyLogo.module.css';

/**
 * The company's logo, or its initials where there is none or it fails to load (as Mantine's
 * Avatar did on the job and company pages). `eager` where it is above the fold on load.
 */
export function CompanyLogo({
  company,
  size,
  eager = false,
}: {
  company: { logo: string | null; name: string; abbreviation: string | null };
  size: number;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const alt = `Logo ${company.name}`;
  return (
    <div className={classes.logo} style={{ '--logo-size': `${size}px` } as CSSProperties}>
      {company.logo && !failed ? (
        <img
          src={company.logo}
          alt={alt}
          {...fixedImageProps(company.logo, size, eager)}
          onError={() => setFailed(true)}
        />
      ) : (
        <span title={alt}>{initials(company.name, company.abbreviation)}</span>
      )}
    </div>
  );
}
