import type { Deps } from "../../deps.ts";
import * as repo from "./quizzes.repository.ts";

/**
 * A quiz's link fields, for setting it as an assignment; null when there is no such quiz. Apart
 * from the quiz service, so the assignments module can read it without an import cycle.
 */
export async function getQuizLink(deps: Deps, id: number) {
  const quiz = await repo.findQuiz(deps.db, id);
  return quiz ? { id: quiz.id, title: quiz.title, subject: quiz.subject, content_id: quiz.content_id } : null;
}
