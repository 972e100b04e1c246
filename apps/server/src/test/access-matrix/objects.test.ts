import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../helpers.ts";
import { apiRoutes, callRoute, keysOf, paramNames } from "./registry.ts";
import { KNOWN_HOLES, type Target, targetsFor } from "./targets.ts";
import { buildWorld } from "./world.ts";

/**
 * The access matrix, second half (issue 20): every route a non-admin may call that names a thing
 * (a path parameter, or a student in the query or body) is aimed at one family's real objects,
 * made through the API, and called by everyone outside that family: another student, another
 * parent, another tutor (not theirs), a tutor applicant. Any success is a hole, unless the target
 * says the thing is no one's own (the catalogue's) or the answer gives nothing away. An insider's
 * GET must succeed, proving the ids are real; the family's assigned tutor may read but not write. Every status must be one the route declares.
 */

const t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: "1000000" });
afterAll(() => t.close());
const world = await buildWorld(t);
const targets = targetsFor(world);

const aimed = apiRoutes(t).filter(
  (r) =>
    r.access !== "public" &&
    r.access !== "admin" &&
    r.url !== "/api/messages/stream" &&
    (paramNames(r.url).length > 0 ||
      keysOf(r.query).includes("student_id") ||
      keysOf(r.body).includes("student_id")),
);

describe("nobody reaches another family's things", () => {
  it("has a target for every route whose path or body names something", () => {
    const missing = aimed
      .filter((r) => paramNames(r.url).length > 0 || keysOf(r.body).includes("student_id"))
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !targets[key]);
    expect(missing, "add these to access-matrix/targets.ts").toEqual([]);
  });

  for (const route of aimed) {
    const key = `${route.method} ${route.url}`;
    it(key, async () => {
      const target: Target = targets[key] ?? {};
      const query = {
        ...(keysOf(route.query).includes("student_id") ? { student_id: world.owner.studentId } : {}),
        ...target.query,
      };
      const request = { params: target.params, query, body: target.body, file: target.file };
      const holes: string[] = [];
      const known: string[] = [];
      const malformed: string[] = [];
      for (const outsider of world.outsiders) {
        const res = await callRoute(t, route, { ...request, token: outsider.token });
        // A refusal for a malformed request proves nothing about access: the target must be valid.
        if (res.statusCode === 400 || res.statusCode === 415)
          malformed.push(`${outsider.label}: ${res.body}`);
        if (res.statusCode >= 300 || target.openTo?.includes(outsider.label)) continue;
        if (target.leaks && !target.leaks(res)) continue;
        const hole = `${key} as ${outsider.label}`;
        if (KNOWN_HOLES[hole]) known.push(hole);
        else holes.push(`${hole} answered ${res.statusCode}: ${res.body.slice(0, 160)}`);
      }
      expect(holes).toEqual([]);
      expect(malformed, "make the target's request valid in targets.ts").toEqual([]);
      // A known hole (fixed on another branch) must still be there: when it is gone, remove its entry.
      const expectedKnown = Object.keys(KNOWN_HOLES).filter((h) => h.startsWith(`${key} as `));
      expect(known, "a known hole is fixed: remove it from KNOWN_HOLES").toEqual(expectedKnown);
      // An assigned tutor reads their student's things but changes none of the family's own.
      const studentWrite =
        route.method !== "GET" &&
        (keysOf(route.query).includes("student_id") || keysOf(route.body).includes("student_id"));
      if (studentWrite && !target.tutorWrites) {
        const res = await callRoute(t, route, { ...request, token: world.assignedTutor.token });
        expect(
          res.statusCode,
          `${key} as the assigned tutor: ${res.body.slice(0, 160)}`,
        ).toBeGreaterThanOrEqual(400);
      }
      if (route.method === "GET" && target.control !== false) {
        const answers = [];
        for (const insider of world.insiders)
          answers.push((await callRoute(t, route, { ...request, token: insider.token })).statusCode);
        expect(
          answers.some((s) => s < 300),
          `${key}: no insider got through (${answers})`,
        ).toBe(true);
      }
    });
  }
});
