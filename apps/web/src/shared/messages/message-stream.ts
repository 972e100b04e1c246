import { type StreamEvent, streamEventSchema } from "@app/contract/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { API_BASE, getAuthToken } from "@/lib/api-client";
import { messageKeys } from "./keys";

/** Waits before reconnecting: 1 s, doubling to 30 s, with jitter so many tabs do not return at once. */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** Splits server-sent event text into events; answers the events and the unfinished rest. */
export function parseEventFrames(buffer: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = [];
  const frames = buffer.split("\n\n");
  const rest = frames.pop() ?? "";
  for (const frame of frames) {
    const data = frame
      .split("\n")
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice(5).trimStart())
      .join("\n");
    if (!data) continue; // a heartbeat or a retry hint
    try {
      const parsed = streamEventSchema.safeParse(JSON.parse(data));
      if (parsed.success) events.push(parsed.data);
    } catch {
      // a malformed frame is skipped
    }
  }
  return { events, rest };
}

export type StreamStatus = "connecting" | "live" | "reconnecting" | "signed-out";

/**
 * Listens to GET /api/messages/stream while mounted. The stream is read with fetch so the bearer
 * token travels in a header, never in the address (EventSource cannot send headers). It reconnects
 * by itself with backoff, and after every reconnection refreshes what may have been missed. Each
 * event refreshes the message queries; `onEvent` sees it first (to add a message in place).
 */
export function useMessageStream(onEvent?: (event: StreamEvent) => void): StreamStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>("connecting");
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    const controller = new AbortController();
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hasConnectedBefore = false;

    // Every message query after a reconnection; after an event, the lists and counts (an open
    // conversation adds the message itself, in onEvent).
    const refresh = () => void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    const refreshCounts = () =>
      void queryClient.invalidateQueries({
        queryKey: messageKeys.all,
        predicate: (query) => query.queryKey[1] !== "thread",
      });

    const connect = async () => {
      const token = getAuthToken();
      if (!token) {
        setStatus("signed-out");
        return;
      }
      try {
        const response = await fetch(`${API_BASE}/messages/stream`, {
          headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream" },
          signal: controller.signal,
          cache: "no-store",
        });
        if (response.status === 401) {
          setStatus("signed-out");
          return;
        }
        if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const { events, rest } = parseEventFrames(buffer);
          buffer = rest;
          for (const event of events) {
            if (event.type === "ready") {
              attempt = 0;
              setStatus("live");
              // Anything sent while we were away is fetched again.
              if (hasConnectedBefore) refresh();
              hasConnectedBefore = true;
              continue;
            }
            handler.current?.(event);
            if (event.type === "resync") refresh();
            else refreshCounts();
          }
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      if (controller.signal.aborted) return;
      setStatus("reconnecting");
      timer = setTimeout(() => void connect(), reconnectDelay(attempt++));
    };

    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [queryClient]);

  return status;
}
