import {
  gamePreferencesSchema,
  gamesDataQuerySchema,
  gamesDataSchema,
  readGameFilters,
  updateGamePreferencesSchema,
} from "@app/contract/games";
import {
  listenSpeakLessonsSchema,
  phraseAudioParamsSchema,
  phraseAudioQuerySchema,
} from "@app/contract/speech";
import type { FastifyInstance } from "fastify";
import { badRequest } from "../../lib/app-error.ts";
import { defineRoute } from "../../lib/route.ts";
import { resolveStudentFast } from "../student-access/student-access.ts";
import * as games from "./games.service.ts";
import * as listenSpeak from "./listen-speak.service.ts";

/** The games hub's catalogue and preferences (spec 7.2, issue 23); a game itself is an answer set. */
export async function gamesRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "GET",
    url: "/api/student/games-data",
    access: "signed-in",
    response: gamesDataSchema,
    query: gamesDataQuerySchema,
    summary: "The games catalogue with mastery, the student's game preferences and recent games",
    handler: async ({ user, query }) => {
      const read = readGameFilters(query.filters);
      if (!read.ok) throw badRequest(read.message, { filters: [read.message] });
      return games.getGamesData(deps, await resolveStudentFast(deps, user, query.student_id), {
        filters: read.filters,
        include_preferences: query.include_preferences === "true",
        include_material_linkage: query.include_material_linkage === "true",
      });
    },
  });

  defineRoute(app, {
    method: "PATCH",
    url: "/api/student/games-preferences",
    access: ["student", "parent", "admin"],
    response: gamePreferencesSchema,
    body: updateGamePreferencesSchema,
    summary: "Turns a favourite game on or off, or the games' sound",
    handler: async ({ user, body }) =>
      games.updatePreferences(deps, await resolveStudentFast(deps, user, body.student_id, "write"), body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/student/listen-speak",
    access: "signed-in",
    response: listenSpeakLessonsSchema,
    summary: "The Spanish lessons a listen-and-speak round can be played from",
    handler: async () => listenSpeak.listListenSpeakLessons(deps),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/answer-sets/:id/audio/:questionId",
    access: "signed-in",
    params: phraseAudioParamsSchema,
    query: phraseAudioQuerySchema,
    produces: "audio/wav",
    errors: [503],
    rateLimitPerMinute: 60,
    summary:
      "One listen-and-speak phrase of the student's own game, spoken by the app's voice (never its text)",
    handler: async ({ user, params, query, reply }) => {
      const student = await resolveStudentFast(deps, user, query.student_id);
      const wav = await listenSpeak.phraseAudio(deps, student, params.id, params.questionId, query.speed);
      reply.header("cache-control", "private, max-age=3600");
      reply.type("audio/wav");
      return wav;
    },
  });
}
