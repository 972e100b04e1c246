import { findOffFeatureClaims } from "@app/contract/features";
import { HELP_ARTICLES } from "@app/contract/help-articles";
import { cleanup, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { jsonResponse, renderWithProviders } from "@/test/render";

/*
 * Issue 21: no public page may promise a feature that is switched off (packages/contract/src/
 * features.ts). Each public page is rendered and its whole text read sentence by sentence; the
 * data they show from the server (plans, packages) is held to the same rule by the server's
 * on-sale test, and the built app by the browser journey (e2e/contact-and-claims.spec.ts).
 */

const PAGES: [string, () => Promise<{ default: ComponentType }>][] = [
  ["/", () => import("./home")],
  ["/about", () => import("./about")],
  ["/pricing", () => import("./pricing")],
  ["/subjects", () => import("./subjects")],
  ["/announcements/french-circles", () => import("./french-circles")],
  ["/join-tutor", () => import("./join-tutor")],
  ["/waitlist", () => import("./waitlist")],
  ["/contact", () => import("./contact")],
  ["/support", () => import("./support")],
  ["/help", () => import("./help")],
  ["/ai-tutor", () => import("./ai-tutor")],
  ...HELP_ARTICLES.map(
    (article) =>
      [`/help?article=${article.slug}`, () => import("./help")] as [
        string,
        () => Promise<{ default: ComponentType }>,
      ],
  ),
];

const BLOCKS = "p,li,h1,h2,h3,h4,h5,h6,label,td,th,dt,dd,summary,button,option,legend,figcaption,div";

/** The page's text, one line per block (words of neighbouring blocks never run together). */
function readableText(root: HTMLElement): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const lines: string[] = [];
  let block: Element | null = null;
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const owner = node.parentElement?.closest(BLOCKS) ?? null;
    if (owner === block && lines.length > 0) lines[lines.length - 1] += node.textContent ?? "";
    else lines.push(node.textContent ?? "");
    block = owner;
  }
  return lines.join("\n");
}

beforeEach(() => {
  useAuthStore.setState({ status: "anonymous", user: null });
  // The pages' own words are under test: every call answers an empty list or a 404.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith("/api/public/pricing")
        ? jsonResponse(200, { plans: [], credit_offers: [] })
        : jsonResponse(404, { error: "Not found" }),
    ),
  );
});
afterEach(cleanup);

describe("the public pages promise only features that are switched on", () => {
  it.each(PAGES)("%s", async (url, load) => {
    const { default: Page } = await load();
    renderWithProviders(<Page />, { url });
    await screen.findAllByRole("heading", { level: 1 });
    const text = readableText(document.body);
    expect(text.length).toBeGreaterThan(100);
    expect(findOffFeatureClaims(text)).toEqual([]);
  });
});
