import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's toasts, loaded with the first one (root.tsx `LazyNotifications`). */
export default function NotificationsHost() {
  return <Notifications position="top-right" zIndex={1000} />;
}
