import type { LearnerQuestion } from "@app/contract/learning";
import type { Deps } from "../../deps.ts";
import {
  listTemplatePractice,
  presentLearnerQuestion,
  questionsOf,
  requireTemplate,
} from "../catalogue/catalogue.service.ts";
import { getPathOutline } from "../catalogue/path-outline.service.ts";
import type { Student } from "../student-access/student.ts";
import { getDueItems } from "./review.service.ts";

/** How many due review items a practice session mixes in. */
const REVIEW_MIX = 3;

/** One question of a practice session. */
export interface PracticeItem {
  material_id: number;
  material_title: string;
  question: LearnerQuestion;
  is_review: boolean;
}

/**
 * A practice session's questions, chosen by the server: a material's (or the first two of each of
 * a path's first six materials), with up to three due review items mixed in between them.
 */
export async function buildPractice(
  deps: Deps,
  student: Student,
  source: "material" | "path",
  id: number,
  canSeeDrafts: boolean,
) {
  let title: string;
  const items: PracticeItem[] = [];
  if (source === "path") {
    const path = await getPathOutline(deps, id, canSeeDrafts);
    title = path.row.title;
    const ids = path.stepLessons.flatMap((lessons) => lessons.map((l) => l.id));
    // The first two questions of each of the path's first six materials, read in one query.
    for (const t of await listTemplatePractice(deps, ids.slice(0, 6))) {
      for (const q of t.questions.slice(0, 2))
        items.push({
          material_id: t.id,
          material_title: t.title,
          question: presentLearnerQuestion(q),
          is_review: false,
        });
    }
  } else {
    const t = await requireTemplate(deps, id);
    title = t.title;
    for (const q of questionsOf(t))
      items.push({
        material_id: t.id,
        material_title: t.title,
        question: presentLearnerQuestion(q),
        is_review: false,
      });
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
  return { source, id, title, items: mixed, review_count: review.length };
}
