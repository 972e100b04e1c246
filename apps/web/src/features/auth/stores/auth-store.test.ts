import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "@/test/factories";
import { jsonResponse } from "@/test/render";
import { initializeAuth, resetAuthInitializationForTests, useAuthStore } from "./auth-store";

describe("start-up session check (spec 4.1)", () => {
  beforeEach(() => {
    resetAuthInitializationForTests();
    useAuthStore.setState({ status: "loading", user: null });
  });

  it("clears the auth state when no token is stored, without calling the API", async () => {
    localStorage.setItem("user_info", JSON.stringify(buildUser()));
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    await initializeAuth();
    expect(useAuthStore.getState()).toMatchObject({ status: "anonymous", user: null });
    expect(localStorage.getItem("user_info")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a token that fails the validity rule, without calling the API", async () => {
    localStorage.setItem("auth_token", '"no-dot-here"');
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    await initializeAuth();
    expect(useAuthStore.getState().status).toBe("anonymous");
    expect(localStorage.getItem("auth_token")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("validates a stored token with GET /api/auth/me and signs the user in", async () => {
    localStorage.setItem("auth_token", '"aaa.bbb.ccc"');
    const me = buildUser({ firstName: "Ana" });
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(jsonResponse(200, me)));
    vi.stubGlobal("fetch", fetchMock);
    await initializeAuth();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/me");
    expect(useAuthStore.getState()).toMatchObject({ status: "authenticated", user: me });
    expect(JSON.parse(localStorage.getItem("user_info") ?? "null")).toEqual(me);
  });

  it("clears all auth data when the check fails", async () => {
    localStorage.setItem("auth_token", "aaa.bbb.ccc");
    localStorage.setItem("user_info", JSON.stringify(buildUser()));
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(jsonResponse(500, { error: "Down" }))),
    );
    await initializeAuth();
    expect(useAuthStore.getState()).toMatchObject({ status: "anonymous", user: null });
    expect(localStorage.getItem("auth_token")).toBeNull();
    expect(localStorage.getItem("user_info")).toBeNull();
  });
});
