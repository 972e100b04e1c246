import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

const MATERIAL = {
  fr: {
    slug: "verb-game-french",
    title: "French verb conjugation",
    subject: "French",
    page: "/student/french-verb-game",
  },
  es: {
    slug: "verb-game-spanish",
    title: "Spanish verb conjugation",
    subject: "Spanish",
    page: "/student/spanish-verb-game",
  },
} as const;

/**
 * The material a language's verb answers are recorded under (attempts, progress and review name a
 * material): made on first use, in no course, with no stored questions (so no game card); its page
 * sends the student to the verb game.
 */
export async function verbMaterialId(db: Db, language: "fr" | "es"): Promise<number> {
  const m = MATERIAL[language];
  const found = await db
    .selectFrom("material_templates")
    .select("id")
    .where("slug", "=", m.slug)
    .executeTakeFirst();
  if (found) return found.id;
  await db
    .insertInto("material_templates")
    .values({
      slug: m.slug,
      title: m.title,
      subject: m.subject,
      summary: "Conjugation rounds of the verb game, built for you on every round.",
      body: `Practise conjugating in the [verb game](${m.page}): choose verbs, tenses and pronouns, then type or pick each form.`,
    })
    .onConflict((oc) => oc.column("slug").doNothing())
    .execute();
  const row = await db
    .selectFrom("material_templates")
    .select("id")
    .where("slug", "=", m.slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A student's latest verb answers of a language (newest first), for the weak verbs. */
export function recentVerbAnswers(db: Db, studentId: number, materialId: number, limit = 400) {
  return db
    .selectFrom("question_attempts")
    .select(["question_id", "is_correct", "score"])
    .where("student_id", "=", studentId)
    .where("material_id", "=", materialId)
    .where("question_id", "like", "g-verb.%")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
}
