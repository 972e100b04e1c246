import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, onAuthCleared, TIMEOUT_ERROR_MESSAGE } from "./api-client";

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function stubFetch(response: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    typeof response === "function" ? response() : Promise.resolve(response),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Record<string, string> {
  return (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
}

describe("apiRequest (spec 7)", () => {
  beforeEach(() => {
    localStorage.setItem("auth_token", '"aaa.bbb.ccc"');
    localStorage.setItem("user_info", JSON.stringify({ id: "u1" }));
  });

  it("calls /api with JSON and the stored token, quotes stripped", async () => {
    const fetchMock = stubFetch(jsonResponse(200, { ok: true }));
    await expect(apiRequest("/things", { method: "POST", body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/things");
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"a":1}');
    expect(sentHeaders(fetchMock).Authorization).toBe("Bearer aaa.bbb.ccc");
    expect(sentHeaders(fetchMock)["Content-Type"]).toBe("application/json");
  });

  it("sends FormData as multipart (the browser names the boundary) with the token, and clears it on 401", async () => {
    const form = new FormData();
    form.append("file", new Blob(["x"], { type: "image/png" }), "me.png");
    const fetchMock = stubFetch(jsonResponse(401, { error: "Invalid token" }));
    await expect(apiRequest("/upload", { method: "POST", body: form })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders(fetchMock)["Content-Type"]).toBeUndefined();
    expect(sentHeaders(fetchMock).Authorization).toBe("Bearer aaa.bbb.ccc");
    expect(localStorage.getItem("auth_token")).toBeNull();
  });

  it("sends no Authorization header when the stored token fails the validity rule", async () => {
    localStorage.setItem("auth_token", "null");
    const fetchMock = stubFetch(jsonResponse(200, {}));
    await apiRequest("/things");
    expect(sentHeaders(fetchMock).Authorization).toBeUndefined();
  });

  it("removes the token and the user on a 401, and tells listeners", async () => {
    stubFetch(jsonResponse(401, { error: "Authentication required" }));
    const listener = vi.fn();
    const unsubscribe = onAuthCleared(listener);
    const error = await apiRequest("/auth/me").catch((e: unknown) => e);
    unsubscribe();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe("Authentication required");
    expect(localStorage.getItem("auth_token")).toBeNull();
    expect(localStorage.getItem("user_info")).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });

  it("removes the token on a 422 saying 'Invalid token', but not on other 422s", async () => {
    stubFetch(jsonResponse(422, { error: "Something else" }));
    await expect(apiRequest("/x")).rejects.toThrow("Something else");
    expect(localStorage.getItem("auth_token")).not.toBeNull();

    stubFetch(jsonResponse(422, { error: "Invalid token" }));
    await expect(apiRequest("/x")).rejects.toThrow("Invalid token");
    expect(localStorage.getItem("auth_token")).toBeNull();
    expect(localStorage.getItem("user_info")).toBeNull();
  });

  it("keeps the token on other errors such as 403", async () => {
    stubFetch(jsonResponse(403, { error: "You do not have permission to do that" }));
    await expect(apiRequest("/x")).rejects.toThrow("You do not have permission to do that");
    expect(localStorage.getItem("auth_token")).toBe('"aaa.bbb.ccc"');
  });

  it("falls back to 'HTTP error! status: {code}' when the server sends no error field", async () => {
    stubFetch(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(apiRequest("/x")).rejects.toThrow("HTTP error! status: 502");
  });

  it("carries the server's field details for forms", async () => {
    stubFetch(
      jsonResponse(400, { error: "Invalid input", details: { email: ["Enter a valid e-mail address"] } }),
    );
    const error = (await apiRequest("/x").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.details).toEqual({ email: ["Enter a valid e-mail address"] });
  });

  it("answers undefined for 204 No Content", async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(
      apiRequest("/client-events/not-found", { method: "POST", body: { path: "/x" } }),
    ).resolves.toBe(undefined);
  });

  it("turns a failed connection into a network ApiError with status 0", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = (await apiRequest("/x").catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.kind).toBe("network");
  });

  describe("timeout", () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("aborts after 10 seconds and throws a timeout error", async () => {
      stubFetch(() => Promise.reject(new Error("unused")));
      const fetchMock = vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
          }),
      );
      vi.stubGlobal("fetch", fetchMock);
      const pending = apiRequest("/slow").catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = (await pending) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.kind).toBe("timeout");
      expect(error.message).toBe(TIMEOUT_ERROR_MESSAGE);
    });
  });
});
