/** "14:05" today, "Mon 14:05" this week, "3 Mar" before. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  if (at.toDateString() === now.toDateString()) return time;
  if (now.getTime() - at.getTime() < 6 * 86_400_000) {
    return `${at.toLocaleDateString(undefined, { weekday: "short" })} ${time}`;
  }
  return at.toLocaleDateString(undefined, { day: "numeric", month: "short" });
}

/** A file size people read: "820 KB", "2.4 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Initials for an avatar circle. */
export function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}
