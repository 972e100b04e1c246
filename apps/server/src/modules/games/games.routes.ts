import {
  gamePreferencesSchema,
  gamesDataQuerySchema,
  gamesDataSchema,
  readGameFilters,
  updateGamePreferencesSchema,
} from "@app/contract/games";
import type { FastifyInstance } from "fastify";
import { badRequest } from "../../lib/app-error.ts";
import { defineRoute } from "../../lib/route.ts";
import { resolveStudentFast } from "../student-access/student-access.ts";
import * as games from "./games.service.ts";

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
}
