import type { ThreadSummary } from "@app/contract/messages";
import { formatBadgeCount } from "@app/domain/badge";
import { LifeBuoy } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatMessageTime, initialsOf } from "./format";

/** The conversations, newest first: who, the last words, when, and how many are unread. */
export function ThreadList({
  threads,
  selectedId,
  onSelect,
}: {
  threads: ThreadSummary[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto" aria-label="Conversations">
      {threads.map((thread) => {
        const isSelected = thread.id === selectedId;
        const preview = thread.last_message
          ? `${thread.last_message.from_me ? "You: " : ""}${thread.last_message.body}`
          : "No messages yet";
        return (
          <li key={thread.id}>
            <button
              type="button"
              onClick={() => onSelect(thread.id)}
              aria-current={isSelected ? "true" : undefined}
              data-testid="thread-item"
              className={cn(
                "flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
                isSelected && "bg-brand-50 hover:bg-brand-50",
              )}
            >
              <span
                aria-hidden
                className={cn(
                  "flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold",
                  thread.kind === "support" ? "bg-accent-400 text-accent-950" : "bg-brand-100 text-brand-800",
                )}
              >
                {thread.kind === "support" && thread.title === "Brightpath support" ? (
                  <LifeBuoy className="size-5" />
                ) : (
                  initialsOf(thread.title)
                )}
              </span>
              <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-0.5">
                <span className="flex items-baseline justify-between gap-2">
                  <span
                    className={cn(
                      "truncate text-sm text-slate-900",
                      thread.unread_count > 0 ? "font-semibold" : "font-medium",
                    )}
                  >
                    {thread.title}
                  </span>
                  {thread.last_message && (
                    <span className="shrink-0 text-xs text-slate-500">
                      {formatMessageTime(thread.last_message.created_at)}
                    </span>
                  )}
                </span>
                {thread.subtitle && (
                  <span className="truncate text-xs text-slate-500">{thread.subtitle}</span>
                )}
                <span className="flex items-center justify-between gap-2">
                  <span
                    className={cn(
                      "truncate text-sm",
                      thread.unread_count > 0 ? "text-slate-900" : "text-slate-600",
                    )}
                  >
                    {preview}
                  </span>
                  {thread.unread_count > 0 && (
                    <span
                      className="min-w-6 shrink-0 rounded-full bg-brand-600 px-1.5 py-0.5 text-center text-xs font-semibold text-white"
                      data-testid="thread-unread"
                    >
                      <span className="sr-only">Unread: </span>
                      {formatBadgeCount(thread.unread_count)}
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
