import type { TutorStreamEvent, TutorTurnResponse } from "@app/contract/tutor";
import { tutorStreamEventSchema } from "@app/contract/tutor";
import type { FastifyReply } from "fastify";

/*
 * A tutor turn as server-sent events (issue 24, decision 068): each checked sentence as it comes,
 * then the stored turn. The turn was checked before this begins, so a refusal is an ordinary JSON
 * error; a failure after it began is an `error` event, and the stream always ends.
 */
export async function streamTurn(
  reply: FastifyReply,
  run: (emit: (part: string) => void) => Promise<TutorTurnResponse>,
  log: (error: unknown) => void,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    "x-accel-buffering": "no",
    "x-content-type-options": "nosniff",
  });
  const send = (event: TutorStreamEvent) => {
    if (!res.writableEnded)
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(tutorStreamEventSchema.parse(event))}\n\n`);
  };
  try {
    const turn = await run((text) => send({ type: "sentence", text }));
    send({ type: "done", turn });
  } catch (error) {
    log(error);
    send({ type: "error", message: "The tutor could not answer: please ask again." });
  } finally {
    if (!res.writableEnded) res.end();
  }
}
