// Bell button with the unread count, and a panel listing the latest notifications with
// mark-one and mark-all read. Closes on Escape (focus returns to the bell) or a click outside.
import { formatDistanceToNow } from "date-fns";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import type { AppNotification } from "@shared/contracts/notifications";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/icons";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useQueryClient } from "@tanstack/react-query";
import { loadedNotifications, useNotifications } from "../api/get-notifications";
import { useUnreadCount } from "../api/get-unread-count";
import { notificationKeys } from "../api/keys";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import { BellIcon } from "./bell-icon";

export default function NotificationMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const unread = useUnreadCount();
  const list = useNotifications(open);
  const markAll = useMarkAllNotificationsRead();
  const count = unread.data?.count ?? 0;
  const items = loadedNotifications(list.data?.pages);
  const total = list.data?.pages.at(-1)?.total ?? items.length;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const toggle = () => {
    // Opening is the moment to look for news: results are otherwise kept until a change of ours.
    if (!open) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    setOpen(!open);
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`Notifications, ${count} unread`}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        data-testid="notification-bell"
      >
        <BellIcon />
        {count > 0 && (
          <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-semibold text-white">
            {count > 99 ? "99+" : count}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Your notifications"
          className="fixed inset-x-2 top-16 z-50 flex max-h-[70vh] flex-col rounded-lg border border-border bg-background shadow-xl animate-slide-down sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
            <p className="font-semibold">Notifications</p>
            <Button
              size="sm"
              variant="ghost"
              disabled={count === 0 || markAll.isPending}
              onClick={() =>
                markAll.mutate(undefined, {
                  onError: (err) => toast({ title: "Could not mark notifications read", description: errorMessage(err, "Something went wrong"), variant: "destructive" }),
                })
              }
            >
              Mark all as read
            </Button>
          </div>
          <div className="overflow-y-auto">
            {list.isPending ? (
              <p role="status" className="flex items-center gap-2 px-4 py-6 text-sm text-muted-foreground">
                <Spinner /> Loading notifications...
              </p>
            ) : !list.data ? (
              <p role="alert" className="px-4 py-6 text-sm text-destructive">
                {errorMessage(list.error, "Could not load notifications.")}
              </p>
            ) : items.length === 0 ? (
              <p className="px-4 py-6 text-center text-sm text-muted-foreground">No notifications yet</p>
            ) : (
              <>
                <ul className="divide-y divide-border" aria-label="Latest notifications">
                  {items.map((n) => (
                    <li key={n.id}>
                      <NotificationItem notification={n} onNavigate={() => setOpen(false)} />
                    </li>
                  ))}
                </ul>
                <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border px-4 py-3 text-xs text-muted-foreground">
                  <p id={`${panelId}-shown`} aria-live="polite">
                    Showing {items.length} of {total}
                  </p>
                  {list.hasNextPage && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-describedby={`${panelId}-shown`}
                      // aria-disabled, not disabled: the keyboard focus stays on the button while it loads.
                      aria-disabled={list.isFetchingNextPage}
                      onClick={() => {
                        if (list.isFetchingNextPage) return;
                        void list.fetchNextPage().then((result) => {
                          if (result.isError) toast({ title: "Could not load more notifications", description: errorMessage(result.error, "Something went wrong"), variant: "destructive" });
                        });
                      }}
                    >
                      {list.isFetchingNextPage ? (
                        <>
                          <Spinner /> Loading...
                        </>
                      ) : (
                        "Show more"
                      )}
                    </Button>
                  )}
                </div>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function NotificationItem({ notification: n, onNavigate }: { notification: AppNotification; onNavigate: () => void }) {
  const markRead = useMarkNotificationRead();
  const read = () => {
    if (!n.read) markRead.mutate(n.id);
  };
  return (
    <article className={cn("flex gap-3 px-4 py-3 text-sm", !n.read && "bg-teal-50/60")} data-testid="notification-item" data-read={n.read}>
      <span aria-hidden="true" className={cn("mt-1.5 h-2 w-2 shrink-0 rounded-full", n.read ? "bg-transparent" : "bg-accent")} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {n.title}
          {!n.read && <span className="sr-only"> (unread)</span>}
        </p>
        <p className="mt-0.5 text-muted-foreground">{n.body}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <time dateTime={n.createdAt}>{formatDistanceToNow(new Date(n.createdAt), { addSuffix: true })}</time>
          {n.link && (
            <Link
              href={n.link}
              className="link"
              onClick={() => {
                read();
                onNavigate();
              }}
            >
              View
            </Link>
          )}
          {!n.read && (
            <button type="button" className="link" onClick={read} disabled={markRead.isPending}>
              Mark as read<span className="sr-only">: {n.title}</span>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
