import { type StreamEvent, streamEventSchema } from "@app/contract/messages";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { API_BASE, getAuthToken } from "@/lib/api-client";
import { notificationKeys } from "@/shared/notifications/keys";
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

type Listener = (event: StreamEvent) => void;

/**
 * The page's one live connection (issue 21): the shell's badges, the bell and the messages page
 * share it. The first subscriber opens it, the last one to leave closes it.
 */
const live = {
  listeners: new Set<Listener>(),
  statusListeners: new Set<(status: StreamStatus) => void>(),
  status: "connecting" as StreamStatus,
  stop: null as (() => void) | null,
};

function setLiveStatus(status: StreamStatus) {
  live.status = status;
  for (const listener of live.statusListeners) listener(status);
}

/**
 * Reads GET /api/messages/stream with fetch, so the bearer token travels in a header, never in the
 * address (EventSource cannot send headers). It reconnects by itself with backoff, and after every
 * reconnection refreshes what may have been missed. Each event refreshes the message queries (or
 * the bell); the listeners see it first (to add a message in place). Answers how to stop it.
 */
function openLiveStream(queryClient: QueryClient): () => void {
  const controller = new AbortController();
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hasConnectedBefore = false;

  // Every message query and the bell after a reconnection; after an event, the lists and counts
  // (an open conversation adds the message itself, in its listener).
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.mine() });
  };
  const refreshCounts = () =>
    void queryClient.invalidateQueries({
      queryKey: messageKeys.all,
      predicate: (query) => query.queryKey[1] !== "thread",
    });

  const signedOut = () => {
    setLiveStatus("signed-out");
    // A later subscriber (after signing in) opens a new connection.
    if (live.stop === stop) live.stop = null;
  };

  const connect = async () => {
    const token = getAuthToken();
    if (!token) return signedOut();
    try {
      const response = await fetch(`${API_BASE}/messages/stream`, {
        headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream" },
        signal: controller.signal,
        cache: "no-store",
      });
      if (response.status === 401) return signedOut();
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
            setLiveStatus("live");
            // Anything sent while we were away is fetched again.
            if (hasConnectedBefore) refresh();
            hasConnectedBefore = true;
            continue;
          }
          for (const listener of live.listeners) listener(event);
          if (event.type === "resync") refresh();
          else if (event.type === "notification")
            void queryClient.invalidateQueries({ queryKey: notificationKeys.mine() });
          else refreshCounts();
        }
      }
    } catch {
      if (controller.signal.aborted) return;
    }
    if (controller.signal.aborted) return;
    setLiveStatus("reconnecting");
    timer = setTimeout(() => void connect(), reconnectDelay(attempt++));
  };

  const stop = () => {
    controller.abort();
    clearTimeout(timer);
  };
  void connect();
  return stop;
}

/** Joins the page's live connection (opening it if nobody has); answers how to leave it. */
export function joinLiveStream(
  queryClient: QueryClient,
  listener: Listener,
  onStatus: (status: StreamStatus) => void,
): () => void {
  live.listeners.add(listener);
  live.statusListeners.add(onStatus);
  if (!live.stop) {
    live.status = "connecting";
    live.stop = openLiveStream(queryClient);
    // Nobody signed in: nothing is open, and a later subscriber tries again.
    if ((live.status as StreamStatus) === "signed-out") live.stop = null;
  }
  onStatus(live.status);
  return () => {
    live.listeners.delete(listener);
    live.statusListeners.delete(onStatus);
    if (live.listeners.size === 0 && live.stop) {
      live.stop();
      live.stop = null;
    }
  };
}

/**
 * Listens to the live stream while mounted (one connection per page, however many use it): the
 * shell's badges and bell, and the messages page, which sees each event first through `onEvent`.
 */
export function useMessageStream(onEvent?: (event: StreamEvent) => void): StreamStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>("connecting");
  const handler = useRef(onEvent);
  handler.current = onEvent;

  // An effect runs after the first paint: the connection never delays what the page shows first.
  useEffect(() => joinLiveStream(queryClient, (event) => handler.current?.(event), setStatus), [queryClient]);

  return status;
}
