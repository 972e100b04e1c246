import { accuracyPercent, displayStatus } from "@app/domain/progress-status";
import type { Deps } from "../../deps.ts";
import type { Student } from "../student-access/student.ts";
import type { MaterialProgress } from "./progress.presenter.ts";
import * as repo from "./progress.repository.ts";
import { progressMap } from "./progress.service.ts";

/** GET /api/evaluation-analytics: how the student's answers were judged. */
export async function getEvaluationAnalytics(deps: Deps, student: Student) {
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

/** Mastered as the page shows it (spec 4.5): a completed material whose mastery is mastered or expert. */
function isMastered(p: MaterialProgress): boolean {
  return (
    displayStatus({
      isCompleted: p.is_completed,
      accuracyPct: p.accuracy_pct,
      masteryStatus: p.mastery_status,
    }) === "mastered"
  );
}

/**
 * GET /api/progress/overview: accuracy and mastery by subject and module, and over 30 days. Kept in
 * memory for the day until the student's answers or progress change (deps.caches.progress).
 */
export function getOverview(deps: Deps, student: Student, now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  return deps.caches.progress.get(student.id, `overview:${day}`, () => readOverview(deps, student, now));
}

async function readOverview(deps: Deps, student: Student, now: Date) {
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
      if (p && (p.total_questions_answered > 0 || p.is_completed)) g.items.push(p);
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
        mastered: g.items.filter((p) => isMastered(p)).length,
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
  // Opening is not starting (issue 9): a material counts once answered in or completed; mastered
  // is a kind of completed (spec 4.5), so the two counts never contradict each other.
  const all = [...map.values()].filter((p) => p.total_questions_answered > 0 || p.is_completed);
  const answered = all.reduce((n, p) => n + p.total_questions_answered, 0);
  const correct = all.reduce((n, p) => n + p.total_questions_correct, 0);
  return {
    totals: {
      materials_started: all.length,
      materials_completed: all.filter((p) => p.is_completed).length,
      materials_mastered: all.filter((p) => isMastered(p)).length,
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
