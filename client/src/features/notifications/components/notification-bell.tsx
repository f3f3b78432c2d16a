// The header's notification bell for signed-in users. The menu's code loads on demand so it never
// weighs on the first page; a same-sized placeholder holds its place meanwhile.
import { lazy, Suspense } from "react";
import { BellIcon } from "./bell-icon";

const NotificationMenu = lazy(() => import("./notification-menu"));

export function NotificationBell() {
  return (
    <Suspense
      fallback={
        <span className="inline-flex h-10 w-10 items-center justify-center text-muted-foreground" aria-hidden="true">
          <BellIcon />
        </span>
      }
    >
      <NotificationMenu />
    </Suspense>
  );
}
