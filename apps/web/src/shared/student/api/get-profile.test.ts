import { afterEach, describe, expect, it } from "vitest";
import { setPerformanceMode } from "@/lib/performance-mode";
import {
  INVALID_PROFILE_MESSAGE,
  PROFILE_SAME_PAGE_MS,
  parseProfileResponse,
  profileQueryOptions,
  shouldRefetchProfileOnMount,
} from "./get-profile";

describe("the profile answer (spec 5)", () => {
  it("reads neither a students list nor a student as 'Invalid profile response format'", () => {
    expect(() => parseProfileResponse({ something: "else" })).toThrow(INVALID_PROFILE_MESSAGE);
    expect(() => parseProfileResponse(null)).toThrow("Invalid profile response format");
    expect(() => parseProfileResponse({ students: [{ id: "x" }] })).toThrow(INVALID_PROFILE_MESSAGE);
  });

  it("reads a parent's empty list", () => {
    expect(parseProfileResponse({ students: [] })).toEqual({ students: [], isStudentList: true });
  });
});

describe("the profile query (spec 9)", () => {
  afterEach(() => setPerformanceMode(false));

  it("retries twice, 1 s doubled per attempt and capped at 30 s", () => {
    const options = profileQueryOptions();
    expect(options.retry).toBe(2);
    const delay = options.retryDelay as (attempt: number) => number;
    expect([0, 1, 2, 5, 10].map(delay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });

  it("is stale at once, or after 2 minutes in performance mode", () => {
    expect(profileQueryOptions().staleTime).toBe(0);
    setPerformanceMode(true);
    expect(profileQueryOptions().staleTime).toBe(120_000);
  });

  it("is fetched once for the page being opened: a mount right after an answer does not ask again", () => {
    const answeredAt = 1_000_000;
    expect(shouldRefetchProfileOnMount(answeredAt, answeredAt + 10)).toBe(false);
    expect(shouldRefetchProfileOnMount(answeredAt, answeredAt + PROFILE_SAME_PAGE_MS - 1)).toBe(false);
    expect(shouldRefetchProfileOnMount(answeredAt, answeredAt + PROFILE_SAME_PAGE_MS)).toBe(true);
    // Never fetched: a mount asks.
    expect(shouldRefetchProfileOnMount(0, answeredAt)).toBe(true);
  });
});
