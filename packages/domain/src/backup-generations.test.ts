import { describe, expect, it } from "vitest";
import { isScheduledBackupDue, planBackupGenerations } from "./backup-generations.ts";

const now = new Date("2026-11-27T12:30:00Z");
const at = (iso: string) => ({ name: iso, createdAt: new Date(iso) });
const policy = { keepHourly: 24, keepDaily: 7 };

describe("backup generations", () => {
  it("keeps one backup per hour for the last day and one per day for the last week", () => {
    const hourly = Array.from({ length: 48 }, (_, i) =>
      at(new Date(Date.parse("2026-11-27T12:05:00Z") - i * 3_600_000).toISOString()),
    );
    const daily = Array.from({ length: 10 }, (_, i) =>
      at(new Date(Date.parse("2026-11-25T03:00:00Z") - i * 86_400_000).toISOString()),
    );
    const { keep, remove } = planBackupGenerations([...hourly, ...daily], now, policy);
    // 24 hourly (12:05 today back to 13:05 yesterday), plus the newest of each older day in the week.
    expect(keep.slice(0, 24)).toEqual(hourly.slice(0, 24).map((b) => b.name));
    // Then the newest of each older day of the week (today and yesterday are covered already).
    expect(keep.slice(24)).toEqual([
      "2026-11-25T23:05:00.000Z",
      "2026-11-24T03:00:00.000Z",
      "2026-11-23T03:00:00.000Z",
      "2026-11-22T03:00:00.000Z",
      "2026-11-21T03:00:00.000Z",
    ]);
    expect(remove).toHaveLength(58 - 29);
    expect(remove).toContain("2026-11-20T03:00:00.000Z");
  });

  it("keeps the newest of several backups in one hour and removes the others", () => {
    const backups = [at("2026-11-27T12:01:00Z"), at("2026-11-27T12:20:00Z"), at("2026-11-27T11:59:00Z")];
    expect(planBackupGenerations(backups, now, policy)).toEqual({
      keep: ["2026-11-27T12:20:00Z", "2026-11-27T11:59:00Z"],
      remove: ["2026-11-27T12:01:00Z"],
    });
  });

  it("always keeps the newest backup, even when it is older than every window", () => {
    const backups = [at("2026-01-01T00:00:00Z"), at("2025-12-01T00:00:00Z")];
    expect(planBackupGenerations(backups, now, policy)).toEqual({
      keep: ["2026-01-01T00:00:00Z"],
      remove: ["2025-12-01T00:00:00Z"],
    });
  });

  it("keeps nothing extra with zero hourly and daily generations", () => {
    const backups = [at("2026-11-27T12:00:00Z"), at("2026-11-27T11:00:00Z")];
    expect(planBackupGenerations(backups, now, { keepHourly: 0, keepDaily: 0 }).keep).toEqual([
      "2026-11-27T12:00:00Z",
    ]);
    expect(planBackupGenerations([], now, policy)).toEqual({ keep: [], remove: [] });
  });

  it("is due once per hour", () => {
    expect(isScheduledBackupDue(null, now)).toBe(true);
    expect(isScheduledBackupDue(new Date("2026-11-27T12:00:00Z"), now)).toBe(false);
    expect(isScheduledBackupDue(new Date("2026-11-27T11:59:59Z"), now)).toBe(true);
  });
});
