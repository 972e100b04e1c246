/** A public material page's query key. */
export const publicMaterialKeys = {
  material: (id: number | string) => ["public-material", String(id)] as const,
};
