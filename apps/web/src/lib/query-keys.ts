/**
 * The first element of the query keys several areas touch. A feature's keys live in its own
 * `api/keys.ts` (a test holds that); a change in one area refreshes another's queries by these
 * roots, without importing that feature.
 */
export const queryRoots = {
  /** Every admin page's queries. */
  admin: ["admin"],
  /** The public site's posts, announcements and prices. */
  public: ["public"],
  catalogue: ["catalogue"],
  learningPaths: ["learning-paths"],
  rewards: ["rewards"],
  reviewDue: ["review-due"],
  materialProgress: ["material-progress"],
  tutor: ["tutor"],
} as const;
