import { describe, expect, it } from "vitest";
import { FEATURES, findOffFeatureClaims, isCreditTypeOnSale } from "./features.ts";
import { HELP_ARTICLES, searchHelpArticles } from "./help-articles.ts";

describe("the features switched on", () => {
  it("sells AI-session credits only while the AI tutor is on; tutor lessons always", () => {
    expect(isCreditTypeOnSale("ai-session")).toBe(FEATURES.ai_tutor.on);
    expect(isCreditTypeOnSale("tutor-session")).toBe(true);
  });

  it("lets the AI tutor's claims through now that it is on (issue 24)", () => {
    expect(FEATURES.ai_tutor.on).toBe(true);
    expect(findOffFeatureClaims("An AI tutor that never sleeps. Buy 10 AI-sessions today.")).toEqual([]);
  });

  it.each([
    ["Verb games that make conjugation stick.", "games"],
    ["Write and run Python in the browser.", "python"],
    ["Try interactive geometry.", "math"],
    ["Explore the 3D library.", "3d"],
    // The thinking chamber is the AI tutor's, though its page sits among the math routes.
    ["Step into the thinking chamber.", "ai_tutor"],
  ] as const)("finds the claim in %s while its feature is off", (text, feature) => {
    // A feature switched on may be promised.
    expect(findOffFeatureClaims(text).map((claim) => claim.feature)).toEqual(
      FEATURES[feature].on ? [] : [feature],
    );
  });

  it("lets the claims of a switched-on feature through (the 3D spaces, issue 27)", () => {
    expect(findOffFeatureClaims("Explore the 3D library and order in a virtual café.")).toEqual([]);
  });

  it("lets claims of a feature that is on through: the Python course is built (issue 25)", () => {
    expect(FEATURES.python.on).toBe(true);
    expect(findOffFeatureClaims("Write and run Python in the browser.")).toEqual([]);
  });

  it("lets a sentence that says the feature is not here yet through, and plain facts", () => {
    // Every feature is on now: the rule is shown with the 3D spaces switched off.
    const off = { ...FEATURES, "3d": { ...FEATURES["3d"], on: false } };
    expect(
      findOffFeatureClaims("The 3D library is coming soon. Explore the 3D library tonight.", off),
    ).toEqual([{ feature: "3d", sentence: "Explore the 3D library tonight." }]);
    expect(findOffFeatureClaims("Tell me when the 3D library opens", off)).toEqual([]);
    expect(findOffFeatureClaims("The 3D library is not ready yet.", off)).toEqual([]);
    expect(findOffFeatureClaims("Maths, French, Spanish and Python lessons with a tutor.")).toEqual([]);
  });

  it("lets pages promise the interactive math tools, which are on (issue 26)", () => {
    expect(FEATURES.math.on).toBe(true);
    expect(findOffFeatureClaims("Try interactive geometry and function graphing.")).toEqual([]);
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
