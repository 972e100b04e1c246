import { describe, expect, it } from "vitest";
import { RETENTION_DAYS, retentionCutoffs } from "./retention.ts";

describe("retention periods", () => {
  it("puts each kind's cutoff its number of days before now", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const cutoffs = retentionCutoffs(now);
    expect(cutoffs.spentLinks.toISOString()).toBe("2026-11-20T12:00:00.000Z");
    expect(cutoffs.outboxMail.toISOString()).toBe("2026-10-28T12:00:00.000Z");
    expect(cutoffs.auditSnapshots.toISOString()).toBe("2025-11-27T12:00:00.000Z");
    expect(Object.keys(cutoffs).sort()).toEqual(Object.keys(RETENTION_DAYS).sort());
  });
});
