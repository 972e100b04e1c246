import { practiceQuerySchema, reviewQuerySchema, templateIdParamsSchema } from "@app/contract/learning";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import { questionsOf, requireTemplate } from "../catalogue/catalogue.service.ts";
import { getPath } from "../paths/paths.service.ts";
import { resolveStudent } from "../students/student-access.ts";
import { getDueItems, getReviewQueue } from "./review.service.ts";

/** How many due review items a practice session mixes in. */
const REVIEW_MIX = 3;

/** Practice sessions and the spaced review queue. */
export async function reviewRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "GET",
    url: "/api/review/due",
    access: "signed-in",
    query: reviewQuerySchema,
    handler: async ({ user, query }) => {
      const student = await resolveStudent(deps.db, user!, query.student_id);
      return getReviewQueue(deps.db, student.id, query.limit, query.ahead === "1" || query.ahead === "true");
    },
  });

  // A practice session: a material's (or a path's) questions, with due review items mixed in.
  defineRoute(app, {
    method: "GET",
    url: "/api/practice/:id",
    access: "signed-in",
    params: templateIdParamsSchema,
    query: practiceQuerySchema,
    handler: async ({ user, params, query }) => {
      const student = await resolveStudent(deps.db, user!, query.student_id);
      let title: string;
      let items: {
        material_id: number;
        material_title: string;
        question: PracticeQuestion;
        is_review: boolean;
      }[];
      if (query.source === "path") {
        const path = await getPath(deps, params.id, {
          compact: false,
          student,
          canSeeDrafts: user!.role === "admin",
        });
        title = path.title;
        const ids = path.steps.flatMap((s) =>
          "materials" in s && s.materials ? s.materials.map((m) => m.id) : [],
        );
        const chosen = ids.slice(0, 6);
        items = [];
        for (const id of chosen) {
          const t = await requireTemplate(deps, id);
          for (const q of questionsOf(t).slice(0, 2))
            items.push({ material_id: t.id, material_title: t.title, question: q, is_review: false });
        }
      } else {
        const t = await requireTemplate(deps, params.id);
        title = t.title;
        items = questionsOf(t).map((q) => ({
          material_id: t.id,
          material_title: t.title,
          question: q,
          is_review: false,
        }));
      }
      const seen = new Set(items.map((i) => `${i.material_id}:${i.question.id}`));
      const due = (await getDueItems(deps.db, student.id, 20)).filter(
        (d) => !seen.has(`${d.material_id}:${d.question.id}`),
      );
      const review = due.slice(0, REVIEW_MIX).map((d) => ({
        material_id: d.material_id,
        material_title: d.material_title,
        question: d.question,
        is_review: true,
      }));
      // Review items go between new questions, not all at the end.
      const mixed = [...items];
      for (const [i, r] of review.entries()) mixed.splice(Math.min(mixed.length, 2 + i * 3), 0, r);
      return { source: query.source, id: params.id, title, items: mixed, review_count: review.length };
    },
  });
}
