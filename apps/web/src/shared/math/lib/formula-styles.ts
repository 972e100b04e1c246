/**
 * KaTeX lays formulas out with inline `style` attributes, which the page's Content-Security-Policy
 * refuses in HTML (no 'unsafe-inline' for styles, decision 037). The renderer moves each one to
 * this attribute, which only KaTeX's own output may carry (an author's copy is removed by the
 * sanitiser), and the page applies them through the CSSOM, which the policy does not govern.
 */
export const FORMULA_STYLE_ATTRIBUTE = "data-math-style";

/** Applies the formulas' layout styles under `root` and drops the carrier attributes. */
export function applyFormulaStyles(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${FORMULA_STYLE_ATTRIBUTE}]`)) {
    element.style.cssText = element.getAttribute(FORMULA_STYLE_ATTRIBUTE) ?? "";
    element.removeAttribute(FORMULA_STYLE_ATTRIBUTE);
  }
}
