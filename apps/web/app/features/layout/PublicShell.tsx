import type { UserInfo } from '@app/contract';
import type { ReactNode } from 'react';
import { ChatLauncher } from '../chatbot/ChatLauncher.tsx';
import { NoticeAlert } from './NoticeAlert.tsx';
import { PublicHeader } from './PublicHeader.tsx';
import classes from './PublicShell.module.css';
import shell from './Shell.module.css';
import { SiteFooter } from './SiteFooter.tsx';

/**
 * Public pages: header, `<main>`, footer and the adviser's floating button (plain elements and CSS
 * modules, no Mantine).
 */
export function PublicShell({
  user,
  notice,
  children,
}: {
  user: UserInfo | null;
  notice?: string | null;
  children: ReactNode;
}) {
  return (
    <div className={classes.page}>
      <PublicHeader user={user} />
      <main id="main" className={classes.main}>
        {notice ? (
          <div className={`${shell.container} ${classes.notice}`}>
            <NoticeAlert notice={notice} />
          </div>
        ) : null}
        {children}
      </main>
      <SiteFooter />
      <ChatLauncher />
    </div>
  );
}
