import { z } from "zod";
import { studentIdSchema } from "./student.ts";

/**
 * The app's own voice (issue 23, decision 064): eSpeak NG on the server speaks a text for a
 * browser without a voice of its own, and listen-and-speak's phrases by reference, so a phrase
 * never reaches the browser before the student has answered.
 */

/** The longest text the voice reads in one request (a tutor's reply is a few sentences). */
export const MAX_SPEECH_CHARS = 600;

export const speechSpeedSchema = z.enum(["normal", "slow"], { message: "speed is normal or slow" });

/** GET /api/speech?text=&lang=&speed= */
export const speechQuerySchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, "text is required")
    .max(MAX_SPEECH_CHARS, `text is at most ${MAX_SPEECH_CHARS} characters`),
  lang: z
    .string()
    .regex(/^(en|fr|es)(-[A-Za-z]{2,3})?$/, "lang is one of en, fr, es (with an optional region)")
    .default("en"),
  speed: speechSpeedSchema.default("normal"),
});

/** GET /api/answer-sets/{id}/audio/{questionId}: one listen-and-speak phrase, spoken. */
export const phraseAudioParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "Unknown answer set"),
  questionId: z.string().regex(/^g-say-\d{1,2}$/, "Unknown phrase"),
});
export const phraseAudioQuerySchema = z.strictObject({
  speed: speechSpeedSchema.default("normal"),
  student_id: studentIdSchema.optional(),
});

/** GET /api/student/listen-speak: the Spanish lessons that make a listen-and-speak round. */
export const listenSpeakLessonsSchema = z.strictObject({
  lessons: z.array(
    z.strictObject({
      card_id: z.string(),
      material_id: z.number().int(),
      title: z.string(),
      course_title: z.string().nullable(),
      phrases: z.number().int(),
    }),
  ),
});
export type ListenSpeakLessons = z.infer<typeof listenSpeakLessonsSchema>;
