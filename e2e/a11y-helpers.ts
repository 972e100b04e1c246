import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Serious and critical violations on the page as it stands, one line each. */
export async function findSeriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Experimental in axe, and named in issues 9 and 21: an accessible name must contain the visible label.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(" ")} ${node.failureSummary ?? ""}`),
    );
}

/**
 * The page once its data has arrived: no skeleton left (or 15 s passed). Not "network idle": a
 * signed-in page keeps the live stream of the bell and messages open, so the network never idles.
 */
export async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page
    .waitForFunction(() => !document.querySelector(".animate-pulse"), null, { timeout: 15_000 })
    .catch(() => undefined);
}
