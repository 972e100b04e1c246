import { describe, expect, it } from "vitest";
import { parseEventFrames, reconnectDelay } from "./message-stream";

const message = {
  id: 7,
  thread_id: 3,
  body: "Hello",
  created_at: "2026-11-25T10:00:00.000Z",
  sender_name: "Sam Okafor",
  from_me: false,
  from_staff: false,
  attachments: [],
};

describe("reading the live stream's frames", () => {
  it("reads events, skips heartbeats and retry hints, and keeps an unfinished frame for later", () => {
    const text = `retry: 2000\n\nevent: ready\ndata: {"type":"ready"}\n\n: heartbeat\n\nevent: message\ndata: ${JSON.stringify({ type: "message", message })}\n\nevent: read\ndata: {"type":"re`;
    const { events, rest } = parseEventFrames(text);
    expect(events).toEqual([{ type: "ready" }, { type: "message", message }]);
    expect(rest).toBe('event: read\ndata: {"type":"re');
    expect(parseEventFrames(`${rest}ad","thread_id":3}\n\n`).events).toEqual([
      { type: "read", thread_id: 3 },
    ]);
  });

  it("skips a frame that is not an event of the contract", () => {
    expect(parseEventFrames('data: {"type":"nope"}\n\ndata: not json\n\n').events).toEqual([]);
  });
});

describe("reconnecting", () => {
  it("waits about 1 s first, doubling to at most about 30 s, with jitter", () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(1000);
    expect(reconnectDelay(1, () => 0.5)).toBe(2000);
    expect(reconnectDelay(10, () => 0.5)).toBe(30_000);
    expect(reconnectDelay(0, () => 0)).toBe(750);
    expect(reconnectDelay(20, () => 1)).toBe(37_500);
  });
});
