/** The health page's query key. */
export const healthKeys = {
  health: () => ["health"] as const,
};
