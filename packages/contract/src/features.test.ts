import { describe, expect, it } from "vitest";
import { FEATURES, findOffFeatureClaims, isCreditTypeOnSale } from "./features.ts";
import { HELP_ARTICLES, searchHelpArticles } from "./help-articles.ts";

describe("the features switched on", () => {
  it("sells AI-session credits only while the AI tutor is on; tutor lessons always", () => {
    expect(isCreditTypeOnSale("ai-session")).toBe(FEATURES.ai_tutor.on);
    expect(isCreditTypeOnSale("tutor-session")).toBe(true);
  });

  it.each([
    ["An AI tutor that never sleeps.", "ai_tutor"],
    ["Buy 10 AI-sessions today.", "ai_tutor"],
    ["Verb games that make conjugation stick.", "games"],
    ["Explore the 3D library.", "3d"],
    ["Try interactive geometry.", "math"],
  ])("finds the claim in %s", (text, feature) => {
    expect(findOffFeatureClaims(text).map((claim) => claim.feature)).toEqual([feature]);
  });

  it("lets claims of a feature that is on through: the Python course is built (issue 25)", () => {
    expect(FEATURES.python.on).toBe(true);
    expect(findOffFeatureClaims("Write and run Python in the browser.")).toEqual([]);
  });

  it("lets a sentence that says the feature is not here yet through, and plain facts", () => {
    expect(findOffFeatureClaims("The AI tutor is coming soon. An AI tutor for every evening.")).toEqual([
      { feature: "ai_tutor", sentence: "An AI tutor for every evening." },
    ]);
    expect(findOffFeatureClaims("Tell me when the AI tutor opens")).toEqual([]);
    expect(findOffFeatureClaims("The AI tutor is not ready yet.")).toEqual([]);
    expect(findOffFeatureClaims("Maths, French, Spanish and Python lessons with a tutor.")).toEqual([]);
  });
});

describe("the help articles", () => {
  it("have unique addresses and promise nothing that is switched off", () => {
    expect(new Set(HELP_ARTICLES.map((a) => a.slug)).size).toBe(HELP_ARTICLES.length);
    const text = HELP_ARTICLES.flatMap((a) => [a.title, a.summary, ...a.body]).join("\n");
    expect(findOffFeatureClaims(text)).toEqual([]);
  });

  it("are found by the words of a question, title matches first", () => {
    expect(searchHelpArticles("").length).toBe(HELP_ARTICLES.length);
    expect(searchHelpArticles("refund")[0]!.slug).toBe("credits-expiry-and-refunds");
    expect(searchHelpArticles("Cancel 24 hours").map((a) => a.slug)).toContain("cancelling-and-moving");
    expect(searchHelpArticles("delete my child's data")[0]!.slug).toBe("privacy-and-your-data");
    expect(searchHelpArticles("xylophone")).toEqual([]);
  });
});
