import {
  type TutorStreamEvent,
  type TutorTurnRequest,
  type TutorTurnResponse,
  tutorStreamEventSchema,
} from "@app/contract/tutor";
import {
  API_BASE,
  ApiError,
  getAuthToken,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from "@/lib/api-client";

const TURN_TIMEOUT_MS = 30_000;

/** The complete server-sent events at the start of `buffer`, and the unfinished rest. */
export function readTurnEvents(buffer: string): { events: TutorStreamEvent[]; rest: string } {
  const frames = buffer.split("\n\n");
  const rest = frames.pop() ?? "";
  const events = frames.flatMap((frame) => {
    const data = frame.split("\n").find((line) => line.startsWith("data:"));
    if (!data) return [];
    try {
      const parsed = tutorStreamEventSchema.safeParse(JSON.parse(data.slice(5)));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return []; // a malformed frame is skipped
    }
  });
  return { events, rest };
}

/**
 * POST /api/tutor/sessions/{id}/turns/stream: the student's words, and the tutor's reply sentence
 * by sentence (`onSentence`, each checked by the server before it was sent), then the stored turn.
 * A refusal (no credit, too fast, too long) throws an ApiError with the server's words.
 */
export async function askTutor(
  sessionId: number,
  body: TutorTurnRequest,
  onSentence: (text: string) => void,
): Promise<TutorTurnResponse> {
  const controller = new AbortController();
  let hasTimedOut = false;
  const timer = setTimeout(() => {
    hasTimedOut = true;
    controller.abort();
  }, TURN_TIMEOUT_MS);
  const token = getAuthToken();
  try {
    const response = await fetch(`${API_BASE}/tutor/sessions/${sessionId}/turns/stream`, {
      method: "POST",
      headers: {
        Accept: "text/event-stream",
        "Content-Type": "application/json",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: "same-origin",
    });
    if (!response.ok || !response.body) {
      const payload = (await response.json().catch(() => ({}))) as { error?: unknown };
      const message =
        typeof payload.error === "string" ? payload.error : `HTTP error! status: ${response.status}`;
      throw new ApiError(message, { status: response.status, kind: "http" });
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buffer += decoder.decode(value, { stream: true });
      const { events, rest } = readTurnEvents(done ? `${buffer}\n\n` : buffer);
      buffer = rest;
      for (const event of events) {
        if (event.type === "sentence") onSentence(event.text);
        else if (event.type === "done") return event.turn;
        else throw new ApiError(event.message, { status: 500, kind: "http" });
      }
      if (done) throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: "network" });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (hasTimedOut) throw new ApiError(TIMEOUT_ERROR_MESSAGE, { status: 0, kind: "timeout" });
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: "network" });
  } finally {
    clearTimeout(timer);
  }
}
