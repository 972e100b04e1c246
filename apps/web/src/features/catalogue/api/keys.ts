/** The catalogue's query keys (public; an admin's content change refreshes them all). */
export const catalogueKeys = {
  courses: () => ["catalogue", "courses"] as const,
  course: (courseKey: string) => ["catalogue", "course", courseKey.toLowerCase()] as const,
  modules: () => ["catalogue", "modules"] as const,
};
