import { describe, expect, it } from "vitest";
import { isValidAuthToken, normalizeAuthToken } from "./auth-token.ts";

describe("auth token validity (spec 5)", () => {
  it("accepts a non-empty token that contains a dot", () => {
    expect(normalizeAuthToken("aaa.bbb.ccc")).toBe("aaa.bbb.ccc");
  });
  it("strips surrounding quotes, as JSON-stringified storage leaves them", () => {
    expect(normalizeAuthToken('"aaa.bbb"')).toBe("aaa.bbb");
  });
  it("rejects empty, missing and the literal 'null'", () => {
    expect(normalizeAuthToken("")).toBeNull();
    expect(normalizeAuthToken(null)).toBeNull();
    expect(normalizeAuthToken(undefined)).toBeNull();
    expect(normalizeAuthToken("null")).toBeNull();
    expect(normalizeAuthToken('"null"')).toBeNull();
    expect(normalizeAuthToken('""')).toBeNull();
  });
  it("rejects a token without a dot", () => {
    expect(isValidAuthToken("abcdef")).toBe(false);
    expect(isValidAuthToken("a.b")).toBe(true);
  });
});
