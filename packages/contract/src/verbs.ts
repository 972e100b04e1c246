import { z } from "zod";
import { studentIdSchema } from "./student.ts";

/** The verb games (issue 23, decision 063): a round is built on the server from its setup. */
export const verbLanguageSchema = z.enum(["fr", "es"], { error: "language must be fr or es" });

const FR_TENSES = ["present", "passe-compose", "imparfait", "futur", "conditionnel", "subjonctif"] as const;
const ES_TENSES = ["presente", "preterito", "imperfecto", "futuro", "condicional", "subjuntivo"] as const;
const FR_PERSONS = ["je", "tu", "il", "elle", "nous", "vous", "ils", "elles"] as const;
const ES_PERSONS = ["yo", "tu", "el", "nosotros", "vosotros", "ellos"] as const;

/** POST /api/student/verb-rounds: the setup a student chose; the server picks the forms. */
export const verbRoundRequestSchema = z
  .strictObject({
    language: verbLanguageSchema,
    /** The most frequent verbs (the first `top`), a chosen list, or the student's weak verbs. */
    source: z.enum(["frequent", "chosen", "weak"]).default("frequent"),
    top: z.number().int().min(5).max(70).default(20),
    verbs: z
      .array(
        z.string().trim().min(2, "A verb has at least 2 letters").max(40, "A verb is at most 40 letters"),
      )
      .max(30, "At most 30 verbs")
      .default([]),
    tenses: z.array(z.string()).min(1, "Choose at least one tense").max(6),
    persons: z.array(z.string()).min(1, "Choose at least one pronoun").max(8),
    /** Type the form, or pick it among four. */
    mode: z.enum(["type", "pick"]).default("type"),
    size: z
      .number()
      .int()
      .min(5, "A round has 5 to 20 questions")
      .max(20, "A round has 5 to 20 questions")
      .default(10),
    student_id: studentIdSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const tenses: readonly string[] = value.language === "fr" ? FR_TENSES : ES_TENSES;
    const persons: readonly string[] = value.language === "fr" ? FR_PERSONS : ES_PERSONS;
    for (const t of value.tenses)
      if (!tenses.includes(t))
        ctx.addIssue({ code: "custom", path: ["tenses"], message: `Unknown tense: ${t}` });
    for (const p of value.persons)
      if (!persons.includes(p))
        ctx.addIssue({ code: "custom", path: ["persons"], message: `Unknown pronoun: ${p}` });
    if (value.source === "chosen" && value.verbs.length === 0)
      ctx.addIssue({ code: "custom", path: ["verbs"], message: "Choose at least one verb" });
  });
export type VerbRoundRequest = z.input<typeof verbRoundRequestSchema>;

export const verbGameParamsSchema = z.strictObject({ language: verbLanguageSchema });

/** GET /api/student/verb-games/{language}: what the setup screen offers, and the student's weak verbs. */
export const verbGameSetupSchema = z.strictObject({
  language: verbLanguageSchema,
  verb_count: z.number(),
  frequent_verbs: z.array(z.string()),
  tenses: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  persons: z.array(z.strictObject({ id: z.string(), label: z.string() })),
  weak_verbs: z.array(z.strictObject({ verb: z.string(), misses: z.number(), answers: z.number() })),
});
export type VerbGameSetup = z.infer<typeof verbGameSetupSchema>;
