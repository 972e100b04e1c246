/** The product's name, used in the header, page titles and copy; keep it in one place. */
export const PRODUCT_NAME = "Brightpath";

/** Builds a document title for a page. */
export function toPageTitle(title: string): string {
  return title === PRODUCT_NAME ? `${PRODUCT_NAME} · Online tutoring` : `${title} · ${PRODUCT_NAME}`;
}
