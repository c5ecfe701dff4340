import { IconInfoCircle } from '@tabler/icons-react';
import classes from './NoticeAlert.module.css';

/** The `?notice=` message a redirect carried (lib/notices.ts), shown above the page content. */
export function NoticeAlert({ notice }: { notice: string | null | undefined }) {
  if (!notice) return null;
  return (
    <div className={classes.alert} role="alert" data-testid="notice">
      <IconInfoCircle size={20} aria-hidden />
      <div>{notice}</div>
    </div>
  );
}
