import { z } from "zod";
import { studentIdSchema } from "./student.ts";
import { xpAwardResponseSchema } from "./xp.ts";

export const personaTraitKeySchema = z.enum(["student_name", "tone", "pace", "modality"]);

/** One stored trait: value, confidence (0 to 1) and where it came from (spec 5). */
export const personaTraitSchema = z.object({
  value: z.string(),
  confidence: z.number(),
  source: z.string(),
  updated_at: z.string(),
});

export const personaSchema = z.record(z.string(), personaTraitSchema);

export const personaQuerySchema = z.strictObject({ student_id: studentIdSchema.optional() });

/** GET /api/student/profile-persona. */
export const personaResponseSchema = z.object({
  success: z.literal(true),
  student_id: z.number(),
  persona: personaSchema,
  completeness: z.number(),
  missing_traits: z.array(z.string()),
});
export type PersonaResponse = z.infer<typeof personaResponseSchema>;

const traitValue: Record<string, z.ZodType<string>> = {
  student_name: z.string().trim().min(1, "Enter a name").max(40, "Names are at most 40 characters"),
  tone: z.enum(["gentle", "neutral", "energetic"], { error: "Tone is gentle, neutral or energetic" }),
  pace: z.enum(["slow", "normal", "fast"], { error: "Pace is slow, normal or fast" }),
  modality: z.enum(["read", "listen", "both"], { error: "Modality is read, listen or both" }),
};

/** One trait update (spec 5): key, value, confidence and source. */
export const personaUpdateSchema = z
  .strictObject({
    key: personaTraitKeySchema,
    value: z.string().max(200),
    confidence: z.number().min(0, "Confidence is between 0 and 1").max(1, "Confidence is between 0 and 1"),
    /**
     * Kept for the spec's wire shape (spec 5), but the server ignores it: the stored source comes
     * from the caller's role, so a student cannot claim a tutor's observation.
     */
    source: z.enum(["self_report", "parent_report", "tutor_observation", "inferred"]).optional(),
  })
  .superRefine((update, ctx) => {
    const result = traitValue[update.key]?.safeParse(update.value);
    if (result && !result.success) {
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: result.error.issues[0]?.message ?? "Invalid value",
      });
    }
  });
export type PersonaUpdate = z.infer<typeof personaUpdateSchema>;

/** PATCH /api/student/profile-persona. */
export const patchPersonaRequestSchema = z.strictObject({
  student_id: studentIdSchema.optional(),
  updates: z.array(personaUpdateSchema).min(1, "Nothing to update").max(10, "At most 10 updates"),
});
export type PatchPersonaRequest = z.infer<typeof patchPersonaRequestSchema>;

export const patchPersonaResponseSchema = z.object({
  updated: z.array(z.string()),
  persona: personaSchema,
  completeness: z.number(),
  missing_traits: z.array(z.string()),
  /** XP completing the persona gave (0 when none, or given before), and the whole award. */
  xp_awarded: z.number(),
  xp: xpAwardResponseSchema.nullable(),
});
export type PatchPersonaResponse = z.infer<typeof patchPersonaResponseSchema>;

/**
 * POST /api/personalization/parse-answer: reads persona traits out of a spoken or typed answer
 * (English, French or Spanish), each with its self-report confidence (spec 5). `key`, `value` and
 * `confidence` name the trait the question asked about (else the first found); `updates` has all.
 */
export const parseAnswerRequestSchema = z.strictObject({
  question: z.string().trim().min(1).max(500),
  transcript: z.string().trim().min(1, "Say or type an answer").max(2000),
  persona: z.record(z.string(), z.unknown()).optional(),
});
export const parseAnswerResponseSchema = z.object({
  key: personaTraitKeySchema.nullable(),
  value: z.string().nullable(),
  confidence: z.number(),
  updates: z.array(
    z.object({
      key: personaTraitKeySchema,
      value: z.string(),
      confidence: z.number(),
      source: z.literal("self_report"),
    }),
  ),
});
export type ParseAnswerResponse = z.infer<typeof parseAnswerResponseSchema>;

/** The client's error when parse-answer fails (spec 8). */
export const PARSE_ANSWER_FAILED = "parsePersonaAnswer failed";
