/**
 * Query options for data other people change while a page is away (an admin's assignments, a
 * student's work): fetched fresh on every visit and never kept across reloads, so a page never
 * shows a list from before the last change (the persisted cache may lag its last update by a second).
 */
export const LIVE_DATA = { staleTime: 0, meta: { persist: false } } as const;
