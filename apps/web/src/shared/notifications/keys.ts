/** The bell's query key. */
export const notificationKeys = {
  mine: () => ["notifications", "mine"] as const,
};
