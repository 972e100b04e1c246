import type { CheckAnswerRequest, QuestionAttemptRequest, SyncProgressRequest } from "@app/contract/learning";
import { evaluateAnswer } from "@app/domain/evaluator/evaluate";
import type { EvaluationResult, PracticeQuestion, QuestionType } from "@app/domain/evaluator/types";
import { ratingFromAnswer } from "@app/domain/fsrs";
import {
  accuracyPercent,
  badgeLabel,
  classifyAttempts,
  displayStatus,
  masteryLevel,
  masteryStatusOf,
} from "@app/domain/progress-status";
import type { StudentRow } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { AppError, forbidden, notFound } from "../../lib/app-error.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { questionsOf, requireTemplate, type TemplateRow } from "../catalogue/catalogue.service.ts";
import { scheduleReview } from "../review/review.service.ts";
import { awardMaterialCompletion, requireOpenSetFor } from "./answer-sets.service.ts";
import * as repo from "./progress.repository.ts";

export const STORED_QUESTION_CHECK_REFUSED =
  "Answer this question in its practice, where the answer is checked and recorded";

/** Longest answer kept in the record; the evaluator refuses longer ones anyway. */
const STORED_ANSWER_MAX = 2000;

export interface CompletionCriteria {
  strict_deck_completion: boolean;
  require_all_cards: boolean;
  min_questions_answered: number;
  min_accuracy: number;
}

interface Counts {
  id: number;
  question_count: number;
  card_count: number;
  completion_config: Record<string, unknown>;
}

type ProgressRow = Awaited<ReturnType<typeof repo.progressRows>>[number];

/**
 * The criteria a material completes by: with strict deck completion (on by default) every card
 * must be seen; every question answered; accuracy at least the minimum (0 by default). A student's
 * own criteria can only make these stricter.
 */
export function effectiveCriteria(
  counts: Counts,
  own: Record<string, unknown> | null | undefined,
): CompletionCriteria {
  const config = counts.completion_config ?? {};
  const strict = config.strict_deck_completion !== false;
  const base: CompletionCriteria = {
    strict_deck_completion: strict,
    require_all_cards: strict,
    min_questions_answered: Number(config.min_questions_answered ?? counts.question_count),
    min_accuracy: Number(config.min_accuracy ?? 0),
  };
  if (!own) return base;
  return {
    strict_deck_completion: base.strict_deck_completion,
    require_all_cards: base.require_all_cards || own.require_all_cards === true,
    min_questions_answered: Math.min(
      counts.question_count,
      Math.max(base.min_questions_answered, Number(own.min_questions_answered ?? 0)),
    ),
    min_accuracy: Math.max(base.min_accuracy, Number(own.min_accuracy ?? 0)),
  };
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** Material progress (spec 3, 4.5), derived from attempts plus the progress row. */
export function presentProgress(
  counts: Counts,
  stats: repo.AttemptStats | undefined,
  row: ProgressRow | undefined,
) {
  const s = stats ?? {
    total_answered: 0,
    total_correct: 0,
    unique_answered: 0,
    unique_correct: 0,
    hints_used: 0,
    first_attempt_at: null,
    last_attempt_at: null,
  };
  const accuracy_pct = accuracyPercent(s.total_correct, s.total_answered);
  const unique_question_accuracy = accuracyPercent(s.unique_correct, s.unique_answered);
  const mastery_status = masteryStatusOf({
    uniqueAnswered: s.unique_answered,
    uniqueCorrect: s.unique_correct,
    totalQuestions: counts.question_count,
  });
  const is_completed = row?.is_completed ?? false;
  const status = displayStatus({
    isCompleted: is_completed,
    accuracyPct: accuracy_pct,
    masteryStatus: mastery_status,
  });
  const cards_seen = Array.isArray(row?.cards_seen) ? row.cards_seen : [];
  return {
    material_id: counts.id,
    unique_question_accuracy,
    accuracy_pct,
    total_questions_answered: s.total_answered,
    total_questions_correct: s.total_correct,
    unique_questions_answered: s.unique_answered,
    unique_questions_correct: s.unique_correct,
    total_questions: counts.question_count,
    mastery_status,
    mastery_level: masteryLevel(null, unique_question_accuracy),
    hints_used: s.hints_used,
    is_completed,
    completed_at: iso(row?.completed_at),
    first_attempt_at: iso(s.first_attempt_at),
    last_attempt_at: iso(s.last_attempt_at),
    cards_seen,
    total_cards: counts.card_count,
    time_spent_seconds: row?.time_spent_seconds ?? 0,
    display_status: status,
    badge: badgeLabel(status, accuracy_pct),
    classification: classifyAttempts({
      attempts: s.total_answered,
      accuracyPct: accuracy_pct,
      isCompleted: is_completed,
      masteryStatus: mastery_status,
    }),
  };
}
export type MaterialProgress = ReturnType<typeof presentProgress>;

function toCounts(t: TemplateRow): Counts {
  return {
    id: t.id,
    question_count: questionsOf(t).length,
    card_count: Array.isArray(t.deck_structure) ? t.deck_structure.length : 0,
    completion_config: (t.completion_config as Record<string, unknown>) ?? {},
  };
}

/** Progress of several materials at once; unknown ids are absent from the map. */
async function progressMap(
  deps: Deps,
  studentId: number,
  ids: number[],
): Promise<Map<number, MaterialProgress>> {
  const counts = await repo.templateCounts(deps.db, ids);
  const known = counts.map((c) => c.id);
  const [stats, rows] = await Promise.all([
    repo.statsFor(deps.db, studentId, known),
    repo.progressRows(deps.db, studentId, known),
  ]);
  const map = new Map<number, MaterialProgress>();
  for (const c of counts) {
    map.set(
      c.id,
      presentProgress(
        {
          id: c.id,
          question_count: Number(c.question_count),
          card_count: Number(c.card_count),
          completion_config: (c.completion_config as Record<string, unknown>) ?? {},
        },
        stats.get(c.id),
        rows.find((r) => r.material_id === c.id),
      ),
    );
  }
  return map;
}

/** GET /api/material-progress/{id}. */
export async function getProgress(
  deps: Deps,
  student: StudentRow,
  materialId: number,
): Promise<MaterialProgress> {
  const progress = (await progressMap(deps, student.id, [materialId])).get(materialId);
  if (!progress) throw notFound("Material not found");
  return progress;
}

/** POST /api/material-progress/batch: keyed by id; an unknown material is null. */
export async function getBatchProgress(deps: Deps, student: StudentRow, ids: number[]) {
  const unique = [...new Set(ids)];
  const map = await progressMap(deps, student.id, unique);
  return { data: Object.fromEntries(unique.map((id) => [String(id), map.get(id) ?? null])) };
}

function findQuestion(template: TemplateRow, questionId: string): PracticeQuestion {
  const question = questionsOf(template).find((q) => q.id === questionId);
  if (!question) throw notFound("Question not found");
  return question;
}

/**
 * Records an answer: the server judges it (it is the authority), the attempt is stored once per
 * idempotency key, and the question's review card is scheduled.
 */
export async function recordAttempt(
  deps: Deps,
  student: StudentRow,
  materialId: number,
  input: QuestionAttemptRequest,
) {
  const template = await requireTemplate(deps, materialId);
  const question = findQuestion(template, input.question_id);
  if (input.answer_set_id) {
    await requireOpenSetFor(deps, student.id, input.answer_set_id, materialId, question.id);
  }
  if (input.idempotency_key) {
    const previous = await repo.findAttemptByKey(deps.db, student.id, input.idempotency_key);
    if (previous)
      return {
        attempt: presentAttempt(previous, question),
        duplicate: true,
        progress: await getProgress(deps, student, materialId),
      };
  }
  const result = evaluateAnswer(question, input.answer);
  const now = new Date();
  const attempt = await deps.db.transaction().execute(async (tx) => {
    const row = await repo.insertAttempt(tx, {
      student_id: student.id,
      material_id: materialId,
      question_id: question.id,
      answer: input.answer.slice(0, STORED_ANSWER_MAX),
      is_correct: result.is_correct,
      score: result.score,
      hint_used: input.hint_used,
      confidence_score: input.confidence_score ?? null,
      evaluation_method: result.evaluation_method,
      evaluation_sub_method: result.evaluation_sub_method,
      correct_answer: result.correct_answer,
      idempotency_key: input.idempotency_key ?? null,
      answer_set_id: input.answer_set_id ?? null,
    });
    if (!row) return undefined;
    await repo.ensureProgressRow(tx, student.id, materialId);
    if (input.time_spent_seconds)
      await repo.addCardsAndTime(tx, student.id, materialId, [], input.time_spent_seconds);
    await scheduleReview(
      tx,
      student.id,
      materialId,
      question.id,
      ratingFromAnswer({
        isCorrect: result.is_correct,
        score: result.score,
        hintUsed: input.hint_used,
        ...(input.time_spent_seconds !== undefined ? { seconds: input.time_spent_seconds } : {}),
      }),
      now,
    );
    return row;
  });
  if (!attempt) {
    // Another request with the same key won the race; answer what it recorded.
    const previous = await repo.findAttemptByKey(deps.db, student.id, input.idempotency_key!);
    return {
      attempt: presentAttempt(previous!, question),
      duplicate: true,
      progress: await getProgress(deps, student, materialId),
    };
  }
  return {
    attempt: presentAttempt(attempt, question, result),
    duplicate: false,
    progress: await getProgress(deps, student, materialId),
  };
}

function presentAttempt(
  row: {
    id: number;
    question_id: string;
    answer: string;
    is_correct: boolean;
    score: string | number;
    hint_used: boolean;
    confidence_score: string | number | null;
    evaluation_method: string;
    evaluation_sub_method: string;
    correct_answer: string;
    created_at: Date | string;
  },
  question: PracticeQuestion,
  result?: EvaluationResult,
) {
  return {
    id: row.id,
    question_id: row.question_id,
    answer: row.answer,
    is_correct: row.is_correct,
    score: Number(row.score),
    hint_used: row.hint_used,
    confidence_score: row.confidence_score === null ? null : Number(row.confidence_score),
    evaluation_method: row.evaluation_method,
    evaluation_sub_method: row.evaluation_sub_method,
    correct_answer: row.correct_answer,
    feedback: result?.feedback ?? (row.is_correct ? "Correct!" : "Not quite."),
    explanation: question.explanation ?? null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** POST /api/material-progress/{id}/sync: applies a queue of offline events in order. */
export async function syncProgress(
  deps: Deps,
  student: StudentRow,
  materialId: number,
  input: SyncProgressRequest,
) {
  const template = await requireTemplate(deps, materialId);
  const cards = toCounts(template).card_count;
  const results: { kind: string; ok: boolean; error?: string }[] = [];
  for (const item of input.items) {
    if (item.kind === "card_seen") {
      if (item.card_index >= cards) {
        results.push({ kind: item.kind, ok: false, error: "No such card" });
        continue;
      }
      await repo.addCardsAndTime(deps.db, student.id, materialId, [item.card_index], 0);
      results.push({ kind: item.kind, ok: true });
    } else if (item.kind === "time_spent") {
      await repo.addCardsAndTime(deps.db, student.id, materialId, [], item.seconds);
      results.push({ kind: item.kind, ok: true });
    } else {
      try {
        await recordAttempt(deps, student, materialId, { ...item, mode: "practice" });
        results.push({ kind: item.kind, ok: true });
      } catch (error) {
        results.push({
          kind: item.kind,
          ok: false,
          error: error instanceof AppError ? error.message : "Failed",
        });
      }
    }
  }
  return { results, progress: await getProgress(deps, student, materialId) };
}

/** GET /api/material-completion-config/{id}. */
export async function getCompletionConfig(deps: Deps, student: StudentRow, materialId: number) {
  const template = await requireTemplate(deps, materialId);
  const counts = toCounts(template);
  const [row] = await repo.progressRows(deps.db, student.id, [materialId]);
  return {
    material_id: materialId,
    total_cards: counts.card_count,
    total_questions: counts.question_count,
    ...effectiveCriteria(counts, row?.completion_criteria),
    student_criteria: row?.completion_criteria ?? null,
  };
}

/** PUT /api/material-progress/{id}/completion-criteria: stored per student; never loosens the material's own. */
export async function setCompletionCriteria(
  deps: Deps,
  student: StudentRow,
  materialId: number,
  criteria: Record<string, unknown>,
) {
  const template = await requireTemplate(deps, materialId);
  const counts = toCounts(template);
  if (
    typeof criteria.min_questions_answered === "number" &&
    criteria.min_questions_answered > counts.question_count
  ) {
    throw new AppError(400, `This material has ${counts.question_count} questions`, {
      "criteria.min_questions_answered": [`At most ${counts.question_count}`],
    });
  }
  await repo.setProgress(deps.db, student.id, materialId, { completion_criteria: criteria });
  return getCompletionConfig(deps, student, materialId);
}

/** PUT /api/material-progress/{id}: cards seen (only real cards), time spent, notes. */
export async function updateProgress(
  deps: Deps,
  student: StudentRow,
  materialId: number,
  updates: {
    cards_seen?: number[] | undefined;
    time_spent_seconds?: number | undefined;
    notes?: string | null | undefined;
  },
) {
  const template = await requireTemplate(deps, materialId);
  const cards = toCounts(template).card_count;
  if (updates.cards_seen?.some((i) => i >= cards)) {
    throw new AppError(400, "No such card", {
      "updates.cards_seen": [`Cards are numbered 0 to ${Math.max(0, cards - 1)}`],
    });
  }
  await repo.setProgress(deps.db, student.id, materialId, {
    ...(updates.cards_seen ? { cards_seen: updates.cards_seen } : {}),
    ...(updates.time_spent_seconds !== undefined ? { time_spent_seconds: updates.time_spent_seconds } : {}),
    ...(updates.notes !== undefined ? { notes: updates.notes } : {}),
  });
  return getProgress(deps, student, materialId);
}

/** What still stands between a student and completing a material. */
function missingForCompletion(
  progress: MaterialProgress,
  criteria: CompletionCriteria,
): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  if (criteria.require_all_cards && progress.cards_seen.length < progress.total_cards) {
    missing.cards = [
      `Step through every card (${progress.cards_seen.length} of ${progress.total_cards} seen)`,
    ];
  }
  if (progress.unique_questions_answered < criteria.min_questions_answered) {
    missing.questions = [
      `Answer every practice question (${progress.unique_questions_answered} of ${criteria.min_questions_answered} answered)`,
    ];
  }
  if (progress.accuracy_pct < criteria.min_accuracy) {
    missing.accuracy = [`Reach ${criteria.min_accuracy}% accuracy (now ${progress.accuracy_pct}%)`];
  }
  return missing;
}

/**
 * POST /api/material-progress/{id}/complete: completes the material when its criteria are met,
 * awards XP once for it, and completes the student's material assignment (spec 4.4).
 */
export async function completeMaterial(deps: Deps, student: StudentRow, materialId: number) {
  const template = await requireTemplate(deps, materialId);
  const counts = toCounts(template);
  const progress = await getProgress(deps, student, materialId);
  const [row] = await repo.progressRows(deps.db, student.id, [materialId]);
  const criteria = effectiveCriteria(counts, row?.completion_criteria);
  if (!progress.is_completed) {
    const missing = missingForCompletion(progress, criteria);
    if (Object.keys(missing).length > 0) {
      throw new AppError(409, "This material is not finished yet", missing);
    }
  }
  await repo.markCompleted(deps.db, student.id, materialId);
  const assignmentsCompleted = await repo.completeMaterialAssignments(deps.db, student.id, materialId);
  const started = progress.first_attempt_at ? new Date(progress.first_attempt_at).getTime() : Date.now();
  const seconds = Math.max(progress.time_spent_seconds, Math.round((Date.now() - started) / 1000));
  const xp = await awardMaterialCompletion(deps, student, {
    id: materialId,
    title: template.title,
    questionIds: questionsOf(template).map((q) => q.id),
    totalSeconds: seconds,
  });
  return {
    progress: await getProgress(deps, student, materialId),
    xp,
    assignments_completed: assignmentsCompleted,
  };
}

/** GET /api/module-progress/{id}: completed of total, percentage, overall accuracy, mastery. */
export async function getModuleProgress(deps: Deps, student: StudentRow, moduleId: number) {
  const templates = await repo.templatesOfModule(deps.db, moduleId);
  if (templates.length === 0) throw notFound("Module not found");
  const map = await progressMap(
    deps,
    student.id,
    templates.map((t) => t.id),
  );
  const all = [...map.values()];
  const completed = all.filter((p) => p.is_completed).length;
  const answered = all.reduce((n, p) => n + p.total_questions_answered, 0);
  const correct = all.reduce((n, p) => n + p.total_questions_correct, 0);
  const mastered = all.filter((p) => p.mastery_status === "mastered").length;
  return {
    module_id: moduleId,
    completed_materials: completed,
    total_materials: templates.length,
    percentage: Math.round((completed / templates.length) * 100),
    overall_accuracy: accuracyPercent(correct, answered),
    mastery_status:
      mastered === templates.length
        ? "mastered"
        : answered === 0
          ? "not_started"
          : completed === templates.length
            ? "proficient"
            : "learning",
    materials: templates.map((t) => ({ id: t.id, title: t.title, progress: map.get(t.id) ?? null })),
  };
}

/** GET /api/evaluation-analytics: how the student's answers were judged. */
export async function getEvaluationAnalytics(deps: Deps, student: StudentRow) {
  const rows = await repo.analyticsFor(deps.db, student.id);
  const total = rows.reduce((n, r) => n + Number(r.count), 0);
  const correct = rows.reduce((n, r) => n + Number(r.correct), 0);
  return {
    total_attempts: total,
    accuracy_pct: accuracyPercent(correct, total),
    by_method: rows.map((r) => ({
      evaluation_method: r.evaluation_method,
      evaluation_sub_method: r.evaluation_sub_method,
      count: Number(r.count),
      correct: Number(r.correct),
      average_score: Math.round(Number(r.avg_score) * 1000) / 1000,
    })),
  };
}

/**
 * POST /api/quiz-attempts/check-answer: judges a stored or inline question; records nothing. A
 * stored question is checked only for those who teach from it: a learner's check would tell them
 * the answer before their recorded attempt (issue 7.9), so learners answer it where it counts.
 */
export async function checkAnswer(
  deps: Deps,
  user: AuthUser,
  input: CheckAnswerRequest,
): Promise<EvaluationResult> {
  if ("material_id" in input) {
    const isTeacher = user.role === "admin" || (user.role === "tutor" && user.tutorStatus === "approved");
    if (!isTeacher) throw forbidden(STORED_QUESTION_CHECK_REFUSED);
    const id = Number(String(input.material_id).replace(/^:+/, ""));
    const template = await requireTemplate(deps, id);
    return evaluateAnswer(findQuestion(template, input.question_id), input.answer);
  }
  const q = input.question;
  const options = (q.options ?? []).map((o, i) =>
    typeof o === "string" ? { id: String.fromCharCode(97 + i), text: o } : o,
  );
  const question: PracticeQuestion = {
    id: "inline",
    type: (q.type ?? "short_answer") as QuestionType,
    question: q.question,
    options,
    correctAnswer: q.correctAnswer ?? q.correct_answer ?? q.answer ?? "",
    hint: "",
    ...(q.acceptableAnswers ? { acceptableAnswers: q.acceptableAnswers } : {}),
    ...(q.tolerance !== undefined ? { tolerance: q.tolerance } : {}),
    ...(q.language ? { language: q.language } : {}),
  };
  if (!question.correctAnswer)
    throw new AppError(400, "The question needs its correct answer", {
      "question.correctAnswer": ["Required"],
    });
  return evaluateAnswer(question, input.answer);
}

/** GET /api/progress/overview: accuracy and mastery by subject and module, and over 30 days. */
export async function getOverview(deps: Deps, student: StudentRow, now = new Date()) {
  const touched = await repo.touchedMaterials(deps.db, student.id);
  const map = await progressMap(
    deps,
    student.id,
    touched.map((t) => t.id),
  );
  const group = <K extends string | number>(key: (t: (typeof touched)[number]) => K) => {
    const groups = new Map<K, { items: MaterialProgress[]; title: string; subject: string }>();
    for (const t of touched) {
      const k = key(t);
      const g = groups.get(k) ?? { items: [], title: t.module_title ?? t.subject, subject: t.subject };
      const p = map.get(t.id);
      if (p) g.items.push(p);
      groups.set(k, g);
    }
    return [...groups.entries()].map(([k, g]) => {
      const answered = g.items.reduce((n, p) => n + p.total_questions_answered, 0);
      const correct = g.items.reduce((n, p) => n + p.total_questions_correct, 0);
      return {
        key: k,
        title: g.title,
        subject: g.subject,
        materials: g.items.length,
        completed: g.items.filter((p) => p.is_completed).length,
        mastered: g.items.filter((p) => p.mastery_status === "mastered").length,
        attempts: answered,
        accuracy_pct: accuracyPercent(correct, answered),
      };
    });
  };
  const since = new Date(now.getTime() - 29 * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);
  const days = await repo.attemptsByDay(deps.db, student.id, since);
  const byDay = new Map(days.map((d) => [d.day, d]));
  const overTime = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const d = byDay.get(date);
    const attempts = Number(d?.attempts ?? 0);
    const correct = Number(d?.correct ?? 0);
    return { date, attempts, correct, accuracy_pct: accuracyPercent(correct, attempts) };
  });
  const all = [...map.values()];
  const answered = all.reduce((n, p) => n + p.total_questions_answered, 0);
  const correct = all.reduce((n, p) => n + p.total_questions_correct, 0);
  return {
    totals: {
      materials_started: all.length,
      materials_completed: all.filter((p) => p.is_completed).length,
      materials_mastered: all.filter((p) => p.mastery_status === "mastered").length,
      attempts: answered,
      accuracy_pct: accuracyPercent(correct, answered),
    },
    by_subject: group((t) => t.subject).map(({ key, ...rest }) => ({
      ...rest,
      subject: String(key),
      title: String(key),
    })),
    by_module: group((t) => t.module_id ?? 0).map(({ key, ...rest }) => ({ module_id: key, ...rest })),
    over_time: overTime,
  };
}
