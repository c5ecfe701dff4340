import type { Notification } from '@app/contract';
import { IconBell } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/vn-time.ts';
import shell from '../layout/Shell.module.css';
import { useDropdown } from '../layout/use-dropdown.ts';
import classes from './NotificationBell.module.css';
import type { NotificationFeed } from './notifications.server.ts';
import { FEED_PATH, NOTIFICATION_POLL_MS } from './paths.ts';

/**
 * The header bell (spec §2, §4 Notification): unread badge, the latest items, mark all read and a
 * link to the area's page. Polls the feed resource route every 60 s while signed in. Plain
 * elements (a button opening a non-modal dialog): the public header shows it to a signed-in visitor.
 */
export function NotificationBell({ allHref }: { allHref: string | null }) {
  const feed = useFetcher<NotificationFeed>({ key: 'notification-feed' });
  const act = useFetcher<{ unread_count?: number }>({ key: 'notification-bell-action' });
  const navigate = useNavigate();
  const menu = useDropdown(340);

  // First load after hydration, then every 60 s while the tab is visible.
  // biome-ignore lint/correctness/useExhaustiveDependencies: feed.load is stable enough; one timer per mount
  useEffect(() => {
    if (feed.state === 'idle' && !feed.data) feed.load(FEED_PATH);
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') feed.load(FEED_PATH);
    }, NOTIFICATION_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);

  // Fresh items each time it opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: load on opening only
  useEffect(() => {
    if (menu.opened) feed.load(FEED_PATH);
  }, [menu.opened]);

  const items = feed.data?.notifications ?? [];
  const count = Math.max(0, feed.data?.unread_count ?? 0);

  async function open(n: Notification) {
    menu.close();
    if (!n.is_read) {
      await act.submit({ intent: 'read', id: String(n.id) }, { method: 'post', action: FEED_PATH });
    }
    navigate(n.href);
  }

  async function readAll() {
    await act.submit({ intent: 'read-all' }, { method: 'post', action: FEED_PATH });
    feed.load(FEED_PATH);
  }

  return (
    <>
      <div
        className={classes.indicator}
        data-testid="notification-badge"
        data-count={count}
        data-loaded={feed.data ? '1' : '0'}
      >
        <button
          {...menu.targetProps}
          className={`${shell.iconButton} ${classes.bell}`}
          aria-haspopup="dialog"
          aria-controls={menu.opened ? 'notification-dropdown' : undefined}
          aria-label={count > 0 ? `Thông báo (${count} chưa đọc)` : 'Thông báo'}
          data-testid="notification-bell"
        >
          <IconBell size={22} aria-hidden />
        </button>
        {count > 0 ? (
          <span className={classes.count} aria-hidden>
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </div>
      {menu.opened ? (
        <div
          {...menu.dropdownProps}
          id="notification-dropdown"
          role="dialog"
          aria-label="Thông báo"
          className={`${shell.dropdown} ${classes.dropdown}`}
          data-testid="notification-dropdown"
        >
          <div className={classes.top}>
            <p className={classes.title}>Thông báo</p>
            {count > 0 ? (
              <button type="button" className={classes.link} onClick={readAll}>
                Đánh dấu tất cả đã đọc
              </button>
            ) : null}
          </div>
          <hr className={`${shell.menuDivider} ${classes.divider}`} />
          {items.length === 0 ? (
            <p className={classes.empty}>Không có thông báo</p>
          ) : (
            <div className={classes.list}>
              {items.map((n) => (
                <button
                  key={n.id}
                  type="button"
                  data-menu-item
                  onClick={() => open(n)}
                  className={classes.item}
                  data-testid="notification-item"
                  data-type={n.type}
                  data-read={n.is_read ? '1' : '0'}
                >
                  <span className={classes.itemRow}>
                    <span className={classes.dot} aria-hidden />
                    <span className={classes.itemText}>
                      <span className={classes.message}>{n.message}</span>
                      <span className={classes.time}>{formatDateTime(n.created_at)}</span>
                    </span>
                  </span>
                </button>
              ))}
            </div>
          )}
          {allHref ? (
            <>
              <hr className={`${shell.menuDivider} ${classes.divider}`} />
              <div className={classes.all}>
                <Link to={allHref} onClick={() => menu.close()}>
                  Xem tất cả
                </Link>
              </div>
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
