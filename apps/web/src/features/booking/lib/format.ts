import { refundsOnCancel } from "@app/domain/booking";

/** "Tue 3 Mar, 17:00" on the viewer's clock. */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** "17:00" on the viewer's clock. */
export function formatTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

/** "Tuesday 3 March" for a "YYYY-MM-DD" day. */
export function formatDay(date: string, style: "long" | "short" = "long"): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: style,
    day: "numeric",
    month: style === "long" ? "long" : "short",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}

/** What cancelling or moving now does to the credit (decisions.md 3), in words. */
export function refundNote(startsAt: string, now = new Date()): string {
  return refundsOnCancel(new Date(startsAt), now)
    ? "It is 24 hours or more before the start: the credit comes back."
    : "It is less than 24 hours before the start: the credit is not refunded.";
}

/** The viewer's time zone, for labels. */
export function zoneLabel(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
