/**
 * Where the notification bell will go (it arrives with its own issue). Deliberately renders
 * nothing until then: no placeholder bell.
 */
export function HeaderNotificationsSlot() {
  return null;
}
