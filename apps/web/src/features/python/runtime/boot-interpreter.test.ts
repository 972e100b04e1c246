import type { PyodideAPI } from "pyodide";
import { describe, expect, it, vi } from "vitest";
import { type BootConfig, bootInterpreter, downloadOptional } from "./boot-interpreter";

/* Decision 069: Python starts from the build's snapshot, and the normal way when it cannot. */

const interpreter = { version: "test" } as unknown as PyodideAPI;
const snapshot = new Uint8Array([1, 2, 3]);

function loader(failWithSnapshot: boolean) {
  const calls: BootConfig[] = [];
  const load = async (config: BootConfig) => {
    calls.push(config);
    if (config._loadSnapshot && failWithSnapshot) throw new Error("Snapshot build id mismatch");
    return interpreter;
  };
  return { load, calls };
}

describe("starting Python", () => {
  it("restores the snapshot when there is one", async () => {
    const { load, calls } = loader(false);
    const booted = await bootInterpreter(load, "/pyodide/v1/", snapshot);
    expect(booted).toEqual({ pyodide: interpreter, kind: "snapshot" });
    expect(calls).toEqual([{ indexURL: "/pyodide/v1/", fullStdLib: false, _loadSnapshot: snapshot }]);
  });

  it("boots the normal way when the build has no snapshot", async () => {
    const { load, calls } = loader(false);
    const booted = await bootInterpreter(load, "/pyodide/v1/", null);
    expect(booted.kind).toBe("normal");
    expect(calls).toEqual([{ indexURL: "/pyodide/v1/", fullStdLib: false }]);
  });

  it("boots the normal way when the snapshot cannot be restored", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { load, calls } = loader(true);
    const booted = await bootInterpreter(load, "/pyodide/v1/", snapshot);
    expect(booted).toEqual({ pyodide: interpreter, kind: "normal" });
    expect(calls.map((call) => "_loadSnapshot" in call)).toEqual([true, false]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe("downloading the snapshot", () => {
  const answer = (response: Response) => (async () => response) as unknown as typeof fetch;

  it("answers the file's bytes and tells the progress", async () => {
    const seen: number[] = [];
    const bytes = await downloadOptional(
      "/s.bin",
      (n) => seen.push(n),
      answer(new Response(new Uint8Array([7, 8, 9]))),
    );
    expect([...(bytes ?? [])]).toEqual([7, 8, 9]);
    expect(seen.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it("answers null when the build has none or the download fails", async () => {
    expect(await downloadOptional("/s.bin", () => {}, answer(new Response("", { status: 404 })))).toBeNull();
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(await downloadOptional("/s.bin", () => {}, offline)).toBeNull();
  });
});
