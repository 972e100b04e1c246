/** The admin's notification page's query keys. */
export const adminNotificationKeys = {
  sent: () => ["admin", "notifications"] as const,
  outbox: () => ["admin", "outbox"] as const,
  users: (search: string) => ["admin", "users", search] as const,
};
