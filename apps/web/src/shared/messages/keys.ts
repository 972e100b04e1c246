/** Every messages query starts with `all`: a message arriving refreshes the lists and the badge. */
export const messageKeys = {
  all: ["messages"] as const,
  unread: () => ["messages", "unread"] as const,
};
