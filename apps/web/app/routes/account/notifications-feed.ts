import { loadFeed, notificationAction } from '../../features/notifications/notifications.server.ts';
import type { Route } from './+types/notifications-feed';

/** The header bell's resource route: the browser polls it; the token stays in its httpOnly cookie. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadFeed(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return notificationAction(context, request);
}
