import { z } from "zod";
import { studentIdSchema } from "./student.ts";

/** The six game engines (issue 23); their rules live in domain/games.ts. */
export const GAME_ENGINES = [
  "flashcards",
  "swipe-deck",
  "matching-pairs",
  "timed-rush",
  "fill-the-blank",
  "order-the-steps",
] as const;

/** A game card id: an engine and a material, e.g. "swipe-deck-42" (domain/games.ts). */
export const gameCardIdSchema = z
  .string()
  .trim()
  .min(1, "card_id is required")
  .max(60, "card_id is at most 60 characters")
  .regex(/^[a-z-]+-[1-9]\d{0,9}$/, "Unknown game card");

export const gameEngineSchema = z.enum(GAME_ENGINES);

/** The hub's filters, as the JSON of `?filters=` (spec 7.2); an unknown key is refused. */
export const gameFiltersSchema = z.strictObject({
  subjects: z.array(z.string().trim().min(1).max(60)).max(20, "At most 20 subjects").optional(),
  difficulty: z.enum(["all", "beginner", "intermediate", "advanced"]).optional(),
  search: z.string().max(100, "A search is at most 100 characters").optional(),
  favoriteOnly: z.boolean().optional(),
});
export type GameFiltersInput = z.infer<typeof gameFiltersSchema>;

export const MALFORMED_FILTERS_MESSAGE = 'filters must be JSON, e.g. {"subjects":["Math"]}';

/** Reads `?filters=`: the filters, or a message saying what is wrong with them. */
export function readGameFilters(
  raw: string | undefined,
): { ok: true; filters: GameFiltersInput } | { ok: false; message: string } {
  if (raw === undefined || raw.trim() === "") return { ok: true, filters: {} };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, message: MALFORMED_FILTERS_MESSAGE };
  }
  const parsed = gameFiltersSchema.safeParse(json);
  if (parsed.success) return { ok: true, filters: parsed.data };
  const issue = parsed.error.issues[0]!;
  if (issue.code === "unrecognized_keys")
    return { ok: false, message: `filters: unknown key ${issue.keys.map((k) => `"${k}"`).join(", ")}` };
  const where = issue.path.length > 0 ? `filters.${issue.path.join(".")}: ` : "filters: ";
  return { ok: false, message: `${where}${issue.message}` };
}

const trueFlag = z.enum(["true", "false"]).optional();

/** GET /api/student/games-data (spec 7.2). */
export const gamesDataQuerySchema = z.strictObject({
  /** JSON of the filters; read with `readGameFilters`, which names what is wrong with it. */
  filters: z.string().max(2000, "filters is at most 2000 characters").optional(),
  include_preferences: trueFlag,
  include_material_linkage: trueFlag,
  student_id: studentIdSchema.optional(),
});

export const gameCardSchema = z.object({
  id: z.string(),
  engine: gameEngineSchema,
  engine_name: z.string(),
  title: z.string(),
  subject: z.string(),
  difficulty: z.string(),
  practises: z.string(),
  item_count: z.number(),
  mastery: z.number(),
  mastery_label: z.string(),
  due_count: z.number(),
  played: z.boolean(),
  is_favorite: z.boolean(),
  materials: z
    .array(z.object({ id: z.number(), title: z.string(), course_title: z.string().nullable() }))
    .optional(),
});
export type GameCard = z.infer<typeof gameCardSchema>;

export const gamePreferencesSchema = z.object({
  favorite_games: z.array(z.string()),
  last_engine: gameEngineSchema.nullable(),
  sound_on: z.boolean(),
});
export type GamePreferences = z.infer<typeof gamePreferencesSchema>;

export const gamesDataSchema = z.object({
  cards: z.array(gameCardSchema),
  total: z.number(),
  subjects: z.array(z.string()),
  suggested_card_id: z.string().nullable(),
  recently_played: z.array(
    z.object({
      card_id: z.string(),
      title: z.string(),
      engine: gameEngineSchema,
      played_at: z.string(),
      xp_awarded: z.number().nullable(),
    }),
  ),
  preferences: gamePreferencesSchema.optional(),
});
export type GamesData = z.infer<typeof gamesDataSchema>;

/** PATCH /api/student/games-preferences: a favourite on or off, sound on or off. */
export const updateGamePreferencesSchema = z
  .strictObject({
    favorite: z.strictObject({ card_id: gameCardIdSchema, on: z.boolean() }).optional(),
    sound_on: z.boolean().optional(),
    student_id: studentIdSchema.optional(),
  })
  .refine((v) => v.favorite !== undefined || v.sound_on !== undefined, {
    message: "Say what to change: favorite or sound_on",
  });
