import type { ChatMessage } from "@app/domain/tutor/model-prompt";
import type { Config } from "../../config.ts";

/*
 * A client of any OpenAI-compatible chat endpoint (issue 24, decision 051): a hosted model, or a
 * local one (llama.cpp's server, Ollama, vLLM). It asks for a streamed reply and reads the server-sent
 * events as they come, handing each piece to `onDelta` (which may throw a ModelError to stop the
 * model); the whole call is bounded by the configured timeout. Any failure throws, and the tutor
 * falls back to the built-in engine in the same turn.
 */

export type ModelEndpoint = NonNullable<Config["tutorModel"]>;

export class ModelError extends Error {}

/** The text of one streamed event's delta, or of a whole (non-streamed) answer. */
function contentOf(json: unknown): string {
  const choice = (json as { choices?: { delta?: { content?: unknown }; message?: { content?: unknown } }[] })
    .choices?.[0];
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === "string" ? content : "";
}

/** Reads `data: {...}` lines of a server-sent-event stream into the reply text. */
async function readStream(
  body: ReadableStream<Uint8Array>,
  onDelta?: (text: string) => void,
): Promise<string> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffered = "";
  let text = "";
  try {
    return await readEvents();
  } finally {
    // Stops the model when the tutor stops listening (a refused sentence, a failure).
    void reader.cancel().catch(() => {});
  }
  async function readEvents(): Promise<string> {
    for (;;) {
      const { done, value } = await reader.read();
      if (value) buffered += decoder.decode(value, { stream: true });
      const lines = buffered.split("\n");
      buffered = done ? "" : (lines.pop() ?? "");
      for (const raw of lines) {
        const line = raw.trim();
        if (!line.startsWith("data:")) continue;
        const data = line.slice(5).trim();
        if (data === "[DONE]") return text;
        let json: unknown;
        try {
          json = JSON.parse(data);
        } catch {
          throw new ModelError("The model sent an event that is not JSON");
        }
        const delta = contentOf(json);
        text += delta;
        if (delta) onDelta?.(delta);
      }
      if (done) return text;
    }
  }
}

/** Asks the model for a reply; throws a ModelError on any failure (status, timeout, bad stream). */
export async function askModel(
  endpoint: ModelEndpoint,
  messages: readonly ChatMessage[],
  onDelta?: (text: string) => void,
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), endpoint.timeoutMs);
  try {
    const res = await fetch(`${endpoint.baseUrl}/chat/completions`, {
      method: "POST",
      signal: controller.signal,
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream",
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: endpoint.model,
        messages,
        stream: true,
        temperature: 0.3,
        max_tokens: 400,
      }),
    });
    if (!res.ok || !res.body) throw new ModelError(`The model answered ${res.status}`);
    if ((res.headers.get("content-type") ?? "").includes("application/json")) {
      const whole = contentOf(await res.json());
      if (whole) onDelta?.(whole);
      return whole;
    }
    return await readStream(res.body, onDelta);
  } catch (error) {
    if (error instanceof ModelError) throw error;
    throw new ModelError(
      controller.signal.aborted ? "The model took too long" : "The model could not be reached",
    );
  } finally {
    clearTimeout(timer);
  }
}
