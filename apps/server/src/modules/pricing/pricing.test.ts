import { describe, expect, it } from "vitest";
import { seedSiteContent } from "../../db/seed/site/index.ts";
import { call, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();

describe("GET /api/public/pricing", () => {
  it("answers the plans and credit packages of decisions.md 3 from the database, to anyone", async () => {
    expect((await call(t, "GET", "/api/public/pricing")).json()).toEqual({ plans: [], credit_offers: [] });
    expect(await seedSiteContent(t.database.db)).toBe(true);
    expect(await seedSiteContent(t.database.db)).toBe(false);

    const res = await call(t, "GET", "/api/public/pricing");
    expect(res.statusCode).toBe(200);
    const { plans, credit_offers } = res.json();
    expect(plans.map((p: { id: string }) => p.id)).toEqual(["ai-only", "tutor-lite", "tutor-plus"]);
    // ai-only includes 10 AI sessions a month (decisions.md 3).
    expect(plans[0]).toMatchObject({ ai_sessions_per_month: 10, tutor_sessions_per_month: 0 });
    // Both kinds are sold now that the AI tutor spends AI sessions (issues 21, 24).
    expect(new Set(credit_offers.map((o: { credit_type: string }) => o.credit_type))).toEqual(
      new Set(["ai-session", "tutor-session"]),
    );
    expect(credit_offers.every((o: { validity_months: number }) => o.validity_months === 12)).toBe(true);
  });

  it("shows a price an admin changed, and hides a package taken off sale", async () => {
    await t.database.db
      .updateTable("plans")
      .set({ monthly_price_cents: 9900 })
      .where("id", "=", "tutor-lite")
      .execute();
    await t.database.db
      .updateTable("credit_offers")
      .set({ is_active: false })
      .where("slug", "=", "tutor-1")
      .execute();
    const { plans, credit_offers } = (await call(t, "GET", "/api/public/pricing")).json();
    expect(plans[1].monthly_price_cents).toBe(9900);
    expect(credit_offers.map((o: { slug: string }) => o.slug)).not.toContain("tutor-1");
  });
});
