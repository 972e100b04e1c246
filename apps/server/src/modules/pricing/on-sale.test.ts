import { FEATURES, findOffFeatureClaims, NOT_ON_SALE_MESSAGE } from "@app/contract/features";
import { beforeAll, describe, expect, it } from "vitest";
import { seedSiteContent } from "../../db/seed/site/index.ts";
import { call, countRows, createParent, createUser, useTestApp } from "../../test/helpers.ts";

// Issue 21: sell only what exists. While the AI tutor is switched off, nothing spends AI-session
// credits, so no path sells them and the pricing answer promises nothing that is off.

const t = useTestApp();
let aiOffers: { id: number; slug: string }[];
beforeAll(async () => {
  await seedSiteContent(t.database.db);
  aiOffers = await t.database.db
    .selectFrom("credit_offers")
    .select(["id", "slug"])
    .where("credit_type", "=", "ai-session")
    .execute();
});

const snapshot = async () => [
  await countRows(t, "payments"),
  await countRows(t, "purchase_requests"),
  await countRows(t, "invoices"),
  await countRows(t, "credit_packages"),
];

describe("AI-session packages now that the AI tutor is on (issue 24)", () => {
  it("the AI tutor is switched on, and its packages are on sale", async () => {
    expect(FEATURES.ai_tutor.on).toBe(true);
    expect(aiOffers.length).toBeGreaterThan(0);
    const { credit_offers } = (await call(t, "GET", "/api/public/pricing")).json();
    const onSale = credit_offers.filter((o: { credit_type: string }) => o.credit_type === "ai-session");
    expect(onSale.map((o: { slug: string }) => o.slug).sort()).toEqual(aiOffers.map((o) => o.slug).sort());
  });

  it("can be bought by bank transfer: the request and its invoice are recorded", async () => {
    const parent = await createParent(t, [11]);
    const before = await snapshot();
    const res = await call(t, "POST", "/api/billing/checkout", {
      token: parent.token,
      body: { student_id: parent.childIds[0], offer_id: aiOffers[0]!.id, method: "bank-transfer" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await snapshot();
    expect(after[1]).toBe(before[1]! + 1);
    expect(NOT_ON_SALE_MESSAGE).toContain("not on sale");
    void createUser;
  });

  it("no plan in the pricing answer promises a feature that is switched off", async () => {
    const { plans, credit_offers } = (await call(t, "GET", "/api/public/pricing")).json();
    const text = [
      ...plans.flatMap((p: { name: string; tagline: string; features: string[] }) => [
        p.name,
        p.tagline,
        ...p.features,
      ]),
      ...credit_offers.flatMap((o: { name: string; description: string }) => [o.name, o.description]),
    ].join("\n");
    expect(findOffFeatureClaims(text)).toEqual([]);
    // The plans keep what they do give.
    expect(plans[1].features).toContain("Free cancellation up to 24 hours before");
  });
});
