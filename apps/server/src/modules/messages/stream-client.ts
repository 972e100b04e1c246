import type { AddressInfo } from "node:net";
import type { StreamEvent } from "@app/contract/messages";
import type { FastifyInstance } from "fastify";

/** The address of an app listening on a free port (the stream needs a real connection). */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * Reads GET /api/messages/stream the way the web app does: fetch with the bearer header, then
 * server-sent event frames one by one (tests and the bench).
 */
export async function openMessageStream(base: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/messages/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    res,
    /** The next event (skipping heartbeats and other comments). */
    async next(): Promise<StreamEvent> {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame
            .split("\n")
            .filter((line) => line.startsWith("data: "))
            .map((line) => line.slice(6))
            .join("\n");
          if (data) return JSON.parse(data) as StreamEvent;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value, { stream: true });
      }
    },
    /** The next message event. */
    async nextMessage() {
      for (;;) {
        const event = await this.next();
        if (event.type === "message") return event.message;
      }
    },
    close() {
      controller.abort();
    },
  };
}
