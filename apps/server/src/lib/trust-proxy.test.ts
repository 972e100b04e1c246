import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { buildTestApp, call, type TestApp } from "../test/helpers.ts";

const configWith = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe("TRUST_PROXY", () => {
  it("reads nothing, a hop count, or a list of proxy addresses and ranges", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(configWith("false")).toBe(false);
    expect(configWith("0")).toBe(false);
    expect(configWith("1")).toBe(1);
    expect(configWith("2")).toBe(2);
    expect(configWith("10.0.0.2, 10.1.0.0/16,::1,fd00::/8,loopback")).toEqual([
      "10.0.0.2",
      "10.1.0.0/16",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses `true` at start with a sentence that says what to set instead", () => {
    for (const value of ["true", "TRUE", "yes"]) {
      expect(() => configWith(value)).toThrow(/TRUST_PROXY=true would believe any X-Forwarded-For/);
    }
  });

  it("refuses entries that are not addresses, and absurd hop counts", () => {
    for (const value of ["proxy.example.com", "10.0.0.1/33", "10.0.0.1/8/1", "1,", "300.1.1.1", "11"]) {
      expect(() => configWith(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});

/** An app whose extra route answers the address the server uses for every per-address limit. */
async function buildAppSeeingAddresses(env: Record<string, string>): Promise<TestApp> {
  return buildTestApp(env, (app) => {
    app.get("/api/test/address", { config: { access: "public" } }, async (req) => ({ ip: req.ip }));
  });
}

async function addressSeen(t: TestApp, forwardedFor: string, remoteAddress = "127.0.0.1") {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/test/address",
    remoteAddress,
    headers: { "x-forwarded-for": forwardedFor },
  });
  return res.json().ip as string;
}

describe("a forged X-Forwarded-For behind one trusted proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAppSeeingAddresses({ TRUST_PROXY: "1", LOGIN_LIMIT_PER_ADDRESS: "3" });
  });
  afterAll(() => t.close());

  it("does not change the address: only the entry our proxy appended counts", async () => {
    expect(await addressSeen(t, "203.0.113.7")).toBe("203.0.113.7");
    expect(await addressSeen(t, "1.1.1.1, 203.0.113.7")).toBe("203.0.113.7");
    expect(await addressSeen(t, "8.8.8.8, 9.9.9.9, 203.0.113.7")).toBe("203.0.113.7");
  });

  it("does not escape the per-address sign-in limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.99` },
        // Three accounts fail, then each again: a held address refuses the accounts that have failed
        // (a school's other accounts still sign in), whatever the spoofed first entries say.
        payload: { username: `nobody_${i % 3}`, password: "wrong-password" },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
  });
});

describe("a list of proxy addresses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAppSeeingAddresses({ TRUST_PROXY: "10.0.0.0/8" });
  });
  afterAll(() => t.close());

  it("believes X-Forwarded-For only from those proxies", async () => {
    expect(await addressSeen(t, "1.1.1.1, 203.0.113.7", "10.0.0.2")).toBe("203.0.113.7");
    expect(await addressSeen(t, "1.1.1.1, 10.0.0.3", "10.0.0.2")).toBe("1.1.1.1");
    expect(await addressSeen(t, "203.0.113.7", "192.0.2.1")).toBe("192.0.2.1");
  });

  it("answers the app as before for a caller with no proxy", async () => {
    expect((await call(t, "GET", "/api/health")).statusCode).toBe(200);
  });
});
