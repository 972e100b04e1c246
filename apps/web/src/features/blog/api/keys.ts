/** The blog's and announcements' query keys (public: an admin's post refreshes them all). */
export const blogKeys = {
  page: (page: number) => ["public", "blog", "page", page] as const,
  post: (slug: string) => ["public", "blog", "post", slug] as const,
  announcementsPage: (page: number) => ["public", "announcements", "page", page] as const,
  announcement: (slug: string) => ["public", "announcements", "post", slug] as const,
};
