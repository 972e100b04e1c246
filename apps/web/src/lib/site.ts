/** The product's name, used in the header, page titles and copy; keep it in one place. */
export { PRODUCT_NAME } from "@app/contract/product";

import { PRODUCT_NAME } from "@app/contract/product";

/** Builds a document title for a page. */
export function toPageTitle(title: string): string {
  return title === PRODUCT_NAME ? `${PRODUCT_NAME} · Online tutoring` : `${title} · ${PRODUCT_NAME}`;
}
