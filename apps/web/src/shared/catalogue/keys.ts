/** A public material page's query key. */
export const publicMaterialKeys = {
  material: (id: number | string) => ["public-material", String(id)] as const,
};

/** The catalogue's lesson search (under "catalogue", so an admin's content change refreshes it too). */
export const lessonSearchKeys = {
  search: (term: string) => ["catalogue", "lesson-search", term] as const,
};
