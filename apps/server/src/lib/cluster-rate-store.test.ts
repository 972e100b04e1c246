import { describe, expect, it } from "vitest";
import { CountsHub, SharedCounts } from "./cluster-rate-store.ts";

/**
 * Two workers and the primary of a WORKERS=2 server, wired in memory (the real ones talk over the
 * cluster's IPC channel): an address's hits through either worker count against one limit.
 */
function cluster(workerCount = 2) {
  const workers: SharedCounts[] = [];
  const hub = new CountsHub((message) => {
    for (const worker of workers) worker.receive(message);
  });
  for (let i = 0; i < workerCount; i++) workers.push(new SharedCounts((message) => hub.receive(message)));
  return workers;
}

const MINUTE = 60_000;
const now = 1_700_000_020_000; // 40 s into a minute

describe("per-address limits shared by the workers", () => {
  it("counts an address's hits through every worker once they have synced", () => {
    const [a, b] = cluster() as [SharedCounts, SharedCounts];
    expect(a.hit("global|10.0.0.1", MINUTE, now).current).toBe(1);
    expect(a.hit("global|10.0.0.1", MINUTE, now).current).toBe(2);
    a.flush();
    // b hears a's two hits, and counts its own on top.
    expect(b.hit("global|10.0.0.1", MINUTE, now).current).toBe(3);
    b.flush();
    expect(a.hit("global|10.0.0.1", MINUTE, now).current).toBe(4);
    // Another address is counted apart.
    expect(b.hit("global|10.0.0.2", MINUTE, now).current).toBe(1);
  });

  it("answers the time left in the window, the same in every worker", () => {
    const [a, b] = cluster() as [SharedCounts, SharedCounts];
    expect(a.hit("global|10.0.0.1", MINUTE, now).ttl).toBe(20_000);
    expect(b.hit("global|10.0.0.1", MINUTE, now + 5_000).ttl).toBe(15_000);
  });

  it("starts again at the next window, and ignores a total that arrives for an older one", () => {
    const [a, b] = cluster() as [SharedCounts, SharedCounts];
    for (let i = 0; i < 5; i++) a.hit("global|10.0.0.1", MINUTE, now);
    expect(b.hit("global|10.0.0.1", MINUTE, now + MINUTE).current).toBe(1);
    a.flush(); // the old window's five reach b after it moved on
    expect(b.hit("global|10.0.0.1", MINUTE, now + MINUTE).current).toBe(2);
  });

  it("keeps a route's own limit apart from the global one", () => {
    const [a, b] = cluster() as [SharedCounts, SharedCounts];
    a.hit("POST /api/x|10.0.0.1", MINUTE, now);
    a.flush();
    expect(b.hit("global|10.0.0.1", MINUTE, now).current).toBe(1);
    expect(b.hit("POST /api/x|10.0.0.1", MINUTE, now).current).toBe(2);
  });
});
