import { describe, expect, it } from "vitest";
import {
  AI_ONLY_MONTHLY_AI_SESSIONS,
  balancesByKind,
  type CreditPackageState,
  grantMonth,
  isPackageExpired,
  monthlyAiGrant,
  PLAN_IDS,
  PLAN_LABELS,
  packageExpiry,
  planGrants,
  planInForce,
  planPaidUntil,
  planSpend,
  refundProblem,
} from "./credits.ts";
import { calendarDate } from "./streak.ts";

const now = new Date("2026-06-15T12:00:00Z");
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000);
const pkg = (id: number, kind: CreditPackageState["kind"], remaining: number, days: number) => ({
  id,
  kind,
  remaining,
  expiresAt: inDays(days),
});

describe("decisions.md 3: plans", () => {
  it("names the three plans `ai-only`, `tutor-lite`, `tutor-plus`", () => {
    expect(PLAN_IDS).toEqual(["ai-only", "tutor-lite", "tutor-plus"]);
  });
});

describe("decisions.md 3: packages 'expire one year after purchase'", () => {
  it("expires a package one calendar year after it was bought", () => {
    expect(packageExpiry(new Date("2026-03-10T09:30:00Z")).toISOString()).toBe("2027-03-10T09:30:00.000Z");
    expect(packageExpiry(new Date("2028-02-29T00:00:00Z")).toISOString()).toBe("2029-02-28T00:00:00.000Z");
  });

  it("counts a package as expired from its expiry instant on", () => {
    expect(isPackageExpired({ expiresAt: now }, now)).toBe(true);
    expect(isPackageExpired({ expiresAt: inDays(0.001) }, now)).toBe(false);
  });
});

describe("decisions.md 3: balances per kind", () => {
  it("keeps `ai-session` and `tutor-session` apart and leaves out expired or empty packages", () => {
    expect(
      balancesByKind(
        [
          pkg(1, "tutor-session", 3, 30),
          pkg(2, "tutor-session", 5, -1),
          pkg(3, "ai-session", 10, 10),
          pkg(4, "ai-session", 0, 100),
        ],
        now,
      ),
    ).toEqual({ "ai-session": 10, "tutor-session": 3 });
    expect(balancesByKind([], now)).toEqual({ "ai-session": 0, "tutor-session": 0 });
  });
});

describe("decisions.md 3: 'spent soonest-expiring first'", () => {
  const packages = [
    pkg(1, "tutor-session", 2, 200),
    pkg(2, "tutor-session", 1, 20),
    pkg(3, "tutor-session", 4, -2),
    pkg(4, "ai-session", 9, 5),
    pkg(5, "tutor-session", 1, 20),
  ];

  it("takes the package expiring soonest, the older one on a tie, never an expired one or another kind", () => {
    expect(planSpend(packages, "tutor-session", 1, now)).toEqual([{ packageId: 2, credits: 1 }]);
    expect(planSpend(packages, "tutor-session", 3, now)).toEqual([
      { packageId: 2, credits: 1 },
      { packageId: 5, credits: 1 },
      { packageId: 1, credits: 1 },
    ]);
  });

  it("answers null when the unexpired balance is short, or the count is not a positive whole number", () => {
    expect(planSpend(packages, "tutor-session", 5, now)).toBeNull();
    expect(planSpend(packages, "tutor-session", 0, now)).toBeNull();
    expect(planSpend(packages, "tutor-session", 1.5, now)).toBeNull();
    expect(planSpend([], "ai-session", 1, now)).toBeNull();
  });
});

describe("decisions.md 3: '`ai-only` includes 10 a month'", () => {
  it("grants 10 `ai-session` credits for the calendar month, keyed by the month", () => {
    expect(AI_ONLY_MONTHLY_AI_SESSIONS).toBe(10);
    expect(monthlyAiGrant("ai-only", now)).toEqual({
      month: "2026-06",
      credits: 10,
      startsAt: new Date("2026-06-01T00:00:00Z"),
      expiresAt: new Date("2026-07-01T00:00:00Z"),
    });
    expect(monthlyAiGrant("ai-only", new Date("2026-12-31T23:59:59Z"))?.expiresAt.toISOString()).toBe(
      "2027-01-01T00:00:00.000Z",
    );
  });

  it("grants nothing on the tutor plans, and the same key all month long", () => {
    expect(monthlyAiGrant("tutor-lite", now)).toBeNull();
    expect(monthlyAiGrant("tutor-plus", now)).toBeNull();
    expect(grantMonth(new Date("2026-06-01T00:00:00Z"))).toBe(grantMonth(new Date("2026-06-30T23:59:59Z")));
  });
});

describe("issue 21: the monthly AI grant falls in the student's own month", () => {
  it("dates November's grant 1 November on a clock west of UTC, not 31 October", () => {
    // 1 Nov 02:00 UTC is still 31 October in New York: October's grant, not November's.
    const lateOctober = monthlyAiGrant("ai-only", new Date("2026-11-01T02:00:00Z"), "America/New_York");
    expect(lateOctober?.month).toBe("2026-10");
    const november = monthlyAiGrant("ai-only", new Date("2026-11-01T05:00:00Z"), "America/New_York");
    expect(november?.month).toBe("2026-11");
    // Midnight on 1 November in New York (EDT, UTC-4) to midnight on 1 December (EST, UTC-5).
    expect(november?.startsAt.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(november?.expiresAt.toISOString()).toBe("2026-12-01T05:00:00.000Z");
    expect(calendarDate(november!.startsAt, "America/New_York")).toBe("2026-11-01");
  });

  it("dates the grant on the 1st east of UTC, where the month starts before it does in UTC", () => {
    // 31 Oct 23:30 UTC is already 1 November in Tokyo and in Auckland.
    const tokyo = monthlyAiGrant("ai-only", new Date("2026-10-31T23:30:00Z"), "Asia/Tokyo");
    expect(tokyo?.month).toBe("2026-11");
    expect(tokyo?.startsAt.toISOString()).toBe("2026-10-31T15:00:00.000Z");
    expect(calendarDate(tokyo!.startsAt, "Asia/Tokyo")).toBe("2026-11-01");
    const auckland = monthlyAiGrant("ai-only", new Date("2026-12-31T12:00:00Z"), "Pacific/Auckland");
    expect(auckland?.month).toBe("2027-01");
    expect(calendarDate(auckland!.startsAt, "Pacific/Auckland")).toBe("2027-01-01");
    expect(calendarDate(auckland!.expiresAt, "Pacific/Auckland")).toBe("2027-02-01");
  });

  it("keeps one grant for the whole month on the student's clock, and UTC when the zone is unknown", () => {
    const zone = "America/Los_Angeles";
    expect(grantMonth(new Date("2026-11-01T07:00:00Z"), zone)).toBe("2026-11");
    expect(grantMonth(new Date("2026-12-01T07:59:00Z"), zone)).toBe("2026-11");
    expect(grantMonth(new Date("2026-12-01T08:00:00Z"), zone)).toBe("2026-12");
    expect(monthlyAiGrant("ai-only", new Date("2026-11-15T12:00:00Z"), "Not/AZone")?.startsAt).toEqual(
      new Date("2026-11-01T00:00:00Z"),
    );
  });

  it("starts the month at the first minute that exists where clocks skip midnight on the 1st", () => {
    // Zones whose clocks change at midnight: whatever the month, the grant starts on the 1st there
    // and not a minute before.
    for (const zone of ["America/Santiago", "Asia/Beirut", "America/Havana"]) {
      for (const month of ["2026-03", "2026-04", "2026-09", "2026-10", "2026-11"]) {
        const grant = monthlyAiGrant("ai-only", new Date(`${month}-15T12:00:00Z`), zone);
        expect(calendarDate(grant!.startsAt, zone), `${zone} ${month}`).toBe(`${month}-01`);
        expect(calendarDate(new Date(grant!.startsAt.getTime() - 1), zone)).not.toBe(`${month}-01`);
      }
    }
  });
});

describe("issue 21: a plan's month that ends without renewal", () => {
  const until = new Date("2026-11-15T10:00:00Z");
  it("puts the student back on the free Starter plan once the paid month is over", () => {
    expect(planInForce("tutor-lite", until, new Date("2026-11-15T10:00:00Z"))).toEqual({
      plan: "ai-only",
      paidUntil: null,
    });
    expect(planInForce("tutor-plus", until, new Date("2026-12-01T00:00:00Z")).plan).toBe("ai-only");
    expect(PLAN_LABELS[planInForce("tutor-plus", until, new Date("2026-12-01T00:00:00Z")).plan]).toBe(
      "Starter",
    );
  });

  it("keeps a plan still paid for, a plan an admin set, and the free plan", () => {
    expect(planInForce("tutor-lite", until, new Date("2026-11-15T09:59:59Z"))).toEqual({
      plan: "tutor-lite",
      paidUntil: until,
    });
    expect(planInForce("tutor-plus", null, new Date("2030-01-01T00:00:00Z"))).toEqual({
      plan: "tutor-plus",
      paidUntil: null,
    });
    expect(planInForce("ai-only", null, until)).toEqual({ plan: "ai-only", paidUntil: null });
  });
});

describe("refunds: never more than was paid", () => {
  it("allows up to what is left of the payment and refuses zero, negative or larger refunds", () => {
    expect(refundProblem(500, 1000, 500)).toBeNull();
    expect(refundProblem(501, 1000, 500)).toMatch(/larger/);
    expect(refundProblem(0, 1000, 0)).toMatch(/positive/);
    expect(refundProblem(-5, 1000, 0)).toMatch(/positive/);
  });
});

describe("a bought plan (issue 21): one month per payment, its sessions for that month", () => {
  const may31 = new Date("2026-05-31T09:00:00Z");
  it("starts a month from now for a new plan, a change of plan, or a renewal after it ended", () => {
    expect(planPaidUntil({ plan: "ai-only", paidUntil: null }, "tutor-lite", may31)).toEqual(
      new Date("2026-06-30T09:00:00Z"),
    );
    expect(planPaidUntil({ plan: "tutor-plus", paidUntil: inDays(10) }, "tutor-lite", now)).toEqual(
      new Date("2026-07-15T12:00:00Z"),
    );
    expect(planPaidUntil({ plan: "tutor-lite", paidUntil: inDays(-1) }, "tutor-lite", now)).toEqual(
      new Date("2026-07-15T12:00:00Z"),
    );
  });

  it("extends from the end of the month already paid when the same plan is renewed early", () => {
    expect(planPaidUntil({ plan: "tutor-lite", paidUntil: inDays(10) }, "tutor-lite", now)).toEqual(
      new Date("2026-07-25T12:00:00Z"),
    );
  });

  it("grants the plan's sessions of each kind it includes, until the month paid ends", () => {
    const until = inDays(30);
    expect(planGrants({ aiSessions: 30, tutorSessions: 2 }, until)).toEqual([
      { kind: "tutor-session", credits: 2, expiresAt: until },
      { kind: "ai-session", credits: 30, expiresAt: until },
    ]);
    expect(planGrants({ aiSessions: 0, tutorSessions: 4 }, until)).toEqual([
      { kind: "tutor-session", credits: 4, expiresAt: until },
    ]);
  });
});
