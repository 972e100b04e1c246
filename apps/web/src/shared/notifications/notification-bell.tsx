import type { MyNotification } from "@app/contract/notifications";
import * as Popover from "@radix-ui/react-dropdown-menu";
import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { useNavigate } from "react-router";
import { cn } from "@/lib/cn";
import { useMessageStream } from "@/shared/messages/message-stream";
import { myNotificationsQueryOptions } from "./get-my-notifications";
import { useMarkAllNotificationsRead, useMarkNotificationRead } from "./mark-notifications-read";

/** "99+" past 99 (spec 9 badge cap). */
export function formatUnreadCount(count: number): string {
  return count > 99 ? "99+" : String(count);
}

const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat(undefined, {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));

/**
 * The notification bell every signed-in user has: the unread count on the bell, the newest
 * notifications in a menu; opening one marks it read and follows its link.
 */
export function NotificationBell({ className }: { className?: string }) {
  const notifications = useQuery(myNotificationsQueryOptions());
  // The page's one live connection keeps the bell and the message badges current (issue 21).
  useMessageStream();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const unread = notifications.data?.unread_count ?? 0;
  const list = notifications.data?.notifications ?? [];

  function open(item: MyNotification) {
    if (!item.read_at) markRead.mutate(item.id);
    if (item.link_url) navigate(item.link_url);
  }

  return (
    <Popover.Root>
      <Popover.Trigger
        className={cn(
          "relative grid size-9 place-items-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none",
          className,
        )}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white"
          >
            {formatUnreadCount(unread)}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 px-3 py-2">
            <p className="text-sm font-semibold text-slate-900">Notifications</p>
            {unread > 0 && (
              <button
                type="button"
                className="text-xs font-medium text-brand-700 hover:underline"
                onClick={() => markAll.mutate()}
              >
                Mark all read
              </button>
            )}
          </div>
          {notifications.isError && (
            <p className="px-3 py-4 text-sm text-slate-600">Notifications didn't load.</p>
          )}
          {notifications.data && list.length === 0 && (
            <p className="px-3 py-4 text-sm text-slate-600">
              Nothing yet. News from your tutors and us shows here.
            </p>
          )}
          <div className="max-h-96 overflow-y-auto">
            {list.map((item) => (
              <Popover.Item
                key={item.id}
                onSelect={() => open(item)}
                className="grid cursor-pointer gap-0.5 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-slate-100"
              >
                <span className="flex items-start gap-2">
                  {!item.read_at && (
                    <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600">
                      <span className="sr-only">Unread: </span>
                    </span>
                  )}
                  <span className={cn("text-sm text-slate-900", !item.read_at && "font-semibold")}>
                    {item.title}
                  </span>
                </span>
                <span className="line-clamp-2 text-sm text-slate-600">{item.body}</span>
                <span className="text-xs text-slate-500">{formatWhen(item.created_at)}</span>
              </Popover.Item>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
