import { describe, expect, it } from "vitest";
import { z } from "zod";

describe("zod in the web app", () => {
  it("runs jitless, so no schema tries eval under the page's CSP (decision 037)", () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
