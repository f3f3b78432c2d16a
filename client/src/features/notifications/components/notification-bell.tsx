// Slot for the header's notification bell (PRODUCT.md "Notifications"). Renders nothing until the
// notifications feature provides the real component.
export function NotificationBell() {
  return null;
}
