import { CSP_NONCE_PLACEHOLDER } from "@app/contract/csp";
import { describe, expect, it } from "vitest";
import { BUILD_CSP_NONCE } from "./csp-nonce";

describe("the build's nonce placeholder", () => {
  it("is the one the server fills in", () => {
    expect(BUILD_CSP_NONCE).toBe(CSP_NONCE_PLACEHOLDER);
  });
});
