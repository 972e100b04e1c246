import { speechQuerySchema } from "@app/contract/speech";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import { synthesize } from "./speech.service.ts";

/** The app's own voice for browsers without one (decision 064): the tutor's replies, spoken. */
export async function speechRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: "GET",
    url: "/api/speech",
    access: "signed-in",
    query: speechQuerySchema,
    produces: "audio/wav",
    errors: [503],
    rateLimitPerMinute: 60,
    summary: "A text spoken by the app's voice (eSpeak NG) as a WAV, for a browser with no voice of its own",
    handler: async ({ query, reply }) => {
      const wav = await synthesize(query.text, query.lang, query.speed);
      reply.header("cache-control", "private, max-age=86400");
      reply.type("audio/wav");
      return wav;
    },
  });
}
