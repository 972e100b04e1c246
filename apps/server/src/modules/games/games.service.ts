import type { GameFiltersInput, GamePreferences, GamesData } from "@app/contract/games";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import {
  cardMastery,
  engineSuits,
  enginesFor,
  GAME_ENGINE_NAMES,
  GAME_ENGINE_VERBS,
  type GameEngine,
  gameCardId,
  isGameEngine,
  MAX_GAME_ITEMS,
  MIN_ORDER_STEPS,
  masteryLabel,
  matchesGameFilters,
  numberedSteps,
  pickNextGame,
} from "@app/domain/games";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../lib/app-error.ts";
import type { Student } from "../student-access/student.ts";
import * as repo from "./games.repository.ts";

/** How many recently played games the hub shows. */
const RECENT_GAMES = 6;

/** A worked example as a material stores it. */
interface WorkedExample {
  title?: string;
  problem?: string;
  solution?: string;
}

/** One playable material: its questions and the examples whose solutions are numbered steps. */
export interface PlayableMaterial {
  id: number;
  title: string;
  subject: string;
  difficulty: string;
  course_title: string | null;
  questions: PracticeQuestion[];
  orderable: { index: number; title: string; problem: string; steps: string[] }[];
}

function toPlayable(row: Awaited<ReturnType<typeof repo.listPlayableMaterials>>[number]): PlayableMaterial {
  const questions = Array.isArray(row.practice) ? (row.practice as PracticeQuestion[]) : [];
  const examples = Array.isArray(row.examples) ? (row.examples as WorkedExample[]) : [];
  const orderable = examples.flatMap((e, index) => {
    const steps = numberedSteps(e.solution ?? "");
    return steps.length >= MIN_ORDER_STEPS
      ? [{ index, title: e.title ?? `Example ${index + 1}`, problem: e.problem ?? "", steps }]
      : [];
  });
  return {
    id: row.id,
    title: row.title,
    subject: row.subject,
    difficulty: row.difficulty,
    course_title: row.course_title,
    questions,
    orderable,
  };
}

/** Every playable material, read once and kept until the catalogue changes. */
export function playableMaterials(deps: Deps): Promise<PlayableMaterial[]> {
  return deps.caches.catalogue.get("games:materials", async () =>
    (await repo.listPlayableMaterials(deps.db)).map(toPlayable),
  );
}

/** The questions of a material an engine plays, at most a game's worth. */
export function questionsFor(material: PlayableMaterial, engine: GameEngine): PracticeQuestion[] {
  return material.questions.filter((q) => engineSuits(engine, q.type)).slice(0, MAX_GAME_ITEMS);
}

interface CatalogueCard {
  id: string;
  engine: GameEngine;
  engine_name: string;
  title: string;
  subject: string;
  difficulty: string;
  practises: string;
  item_count: number;
  material: PlayableMaterial;
}

/** The whole games catalogue: each material in each engine that suits its questions. */
export async function gameCatalogue(deps: Deps): Promise<CatalogueCard[]> {
  const materials = await playableMaterials(deps);
  return materials.flatMap((m) =>
    enginesFor(
      m.questions.map((q) => q.type),
      m.orderable.length,
    ).map((engine) => ({
      id: gameCardId(engine, m.id),
      engine,
      engine_name: GAME_ENGINE_NAMES[engine],
      title: `${m.title}: ${GAME_ENGINE_NAMES[engine]}`,
      subject: m.subject,
      difficulty: m.difficulty,
      practises: `${GAME_ENGINE_VERBS[engine]} (${m.course_title ?? m.subject}: ${m.title})`,
      item_count:
        engine === "order-the-steps"
          ? Math.min(MAX_GAME_ITEMS, m.orderable.length)
          : questionsFor(m, engine).length,
      material: m,
    })),
  );
}

function presentPreferences(row: Awaited<ReturnType<typeof repo.findPreferences>>): GamePreferences {
  const favorites = Array.isArray(row?.favorite_games) ? row.favorite_games : [];
  return {
    favorite_games: favorites,
    last_engine: row?.last_engine && isGameEngine(row.last_engine) ? row.last_engine : null,
    sound_on: row?.sound_on ?? false,
  };
}

/**
 * GET /api/student/games-data (spec 7.2): the cards passing the filters, each with what it
 * practises and how well the student knows it; the preferences and the materials when asked;
 * the games played lately; and the card `games/play` would start.
 */
export async function getGamesData(
  deps: Deps,
  student: Student,
  input: { filters: GameFiltersInput; include_preferences: boolean; include_material_linkage: boolean },
  now = new Date(),
): Promise<GamesData> {
  const [catalogue, tallies, due, recent, prefsRow] = await Promise.all([
    gameCatalogue(deps),
    repo.questionTallies(deps.db, student.id),
    repo.dueByMaterial(deps.db, student.id, now),
    repo.recentGames(deps.db, student.id, RECENT_GAMES),
    repo.findPreferences(deps.db, student.id),
  ]);
  const prefs = presentPreferences(prefsRow);
  const favorites = new Set(prefs.favorite_games);
  const tally = new Map(tallies.map((t) => [t.material_id, t]));
  const dueCount = new Map(due.map((d) => [d.material_id, Number(d.due)]));
  const cards = catalogue.map((c) => {
    const t = tally.get(c.material.id);
    const mastery = cardMastery(t?.right ?? 0, c.material.questions.length);
    return {
      id: c.id,
      engine: c.engine,
      engine_name: c.engine_name,
      title: c.title,
      subject: c.subject,
      difficulty: c.difficulty,
      practises: c.practises,
      item_count: c.item_count,
      mastery,
      mastery_label: masteryLabel(mastery, (t?.answered ?? 0) > 0),
      due_count: dueCount.get(c.material.id) ?? 0,
      played: (t?.answered ?? 0) > 0,
      is_favorite: favorites.has(c.id),
      ...(input.include_material_linkage
        ? {
            materials: [
              { id: c.material.id, title: c.material.title, course_title: c.material.course_title },
            ],
          }
        : {}),
    };
  });
  const byId = new Map(catalogue.map((c) => [c.id, c]));
  const shown = cards.filter((c) => matchesGameFilters(c, input.filters, favorites));
  const today = new Set(
    recent
      .filter((r) => now.getTime() - new Date(r.created_at).getTime() < 86_400_000)
      .map((r) => r.game_card ?? ""),
  );
  return {
    cards: shown,
    total: cards.length,
    subjects: [...new Set(catalogue.map((c) => c.subject))].sort(),
    suggested_card_id: pickNextGame(shown.length > 0 ? shown : cards, today)?.id ?? null,
    recently_played: recent.flatMap((r) => {
      const card = r.game_card ? byId.get(r.game_card) : undefined;
      return card
        ? [
            {
              card_id: card.id,
              title: card.title,
              engine: card.engine,
              played_at: new Date(r.created_at).toISOString(),
              xp_awarded: r.xp_awarded,
            },
          ]
        : [];
    }),
    ...(input.include_preferences ? { preferences: prefs } : {}),
  };
}

/** PATCH /api/student/games-preferences: a favourite on or off (a known card only), sound on or off. */
export async function updatePreferences(
  deps: Deps,
  student: Student,
  input: { favorite?: { card_id: string; on: boolean } | undefined; sound_on?: boolean | undefined },
): Promise<GamePreferences> {
  if (input.favorite) {
    const known = new Set((await gameCatalogue(deps)).map((c) => c.id));
    if (!known.has(input.favorite.card_id)) throw gameNotFound();
  }
  await deps.db.transaction().execute(async (tx) => {
    const row = await repo.lockPreferences(tx, student.id);
    const favorites = new Set(Array.isArray(row.favorite_games) ? row.favorite_games : []);
    if (input.favorite) {
      if (input.favorite.on) favorites.add(input.favorite.card_id);
      else favorites.delete(input.favorite.card_id);
    }
    await repo.savePreferences(tx, student.id, {
      favorite_games: [...favorites].slice(-200),
      ...(input.sound_on !== undefined ? { sound_on: input.sound_on } : {}),
    });
  });
  return presentPreferences(await repo.findPreferences(deps.db, student.id));
}

export const GAME_NOT_FOUND = "Game not found";

export function gameNotFound() {
  return notFound(GAME_NOT_FOUND);
}
