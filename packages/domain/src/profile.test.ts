import { describe, expect, it } from "vitest";
import {
  canEditProfile,
  isTheme,
  nextProfileEditDate,
  profileEditUnlockedBefore,
  themeForAge,
} from "./profile.ts";

describe("theme (spec 4.7: kids under 13, else adult)", () => {
  it.each([
    [5, "kids"],
    [12, "kids"],
    [13, "adult"],
    [40, "adult"],
    [null, "adult"],
  ] as const)("age %s → %s", (age, theme) => expect(themeForAge(age)).toBe(theme));
  it("accepts only kids or adult as a stored value", () => {
    expect(isTheme("kids")).toBe(true);
    expect(isTheme("adult")).toBe(true);
    expect(isTheme("dark")).toBe(false);
    expect(isTheme(null)).toBe(false);
  });
});

describe("profile edit lock (spec 4.3: 30 days)", () => {
  const last = new Date("2026-01-01T10:00:00Z");
  it("allows the first edit", () => expect(canEditProfile(null)).toBe(true));
  it("blocks until 30 days have passed", () => {
    expect(canEditProfile(last, new Date("2026-01-30T10:00:00Z"))).toBe(false);
    expect(canEditProfile(last, new Date("2026-01-31T09:59:59Z"))).toBe(false);
    expect(canEditProfile(last, new Date("2026-01-31T10:00:00Z"))).toBe(true);
  });
  it("gives the next edit date as the last update plus 30 days", () => {
    expect(nextProfileEditDate(last)?.toISOString()).toBe("2026-01-31T10:00:00.000Z");
    expect(nextProfileEditDate(null)).toBeNull();
  });
  it("gives the server's cut-off: a last update 30 days or more before now leaves the profile editable", () => {
    const now = new Date("2026-01-31T10:00:00Z");
    expect(profileEditUnlockedBefore(now).toISOString()).toBe(last.toISOString());
    expect(canEditProfile(profileEditUnlockedBefore(now), now)).toBe(true);
    expect(canEditProfile(new Date(profileEditUnlockedBefore(now).getTime() + 1), now)).toBe(false);
  });
});
