import type { TutorEngineName, TutorTurnResponse } from "@app/contract/tutor";
import { TUTOR_MESSAGES } from "@app/contract/tutor";
import { thinkingSteps } from "@app/domain/tutor/chamber";
import type { QuestionState } from "@app/domain/tutor/engine";
import { GUARDRAIL_TITLES, type GuardrailKind } from "@app/domain/tutor/guardrails";
import { LessonIndex, type TutorMaterial } from "@app/domain/tutor/lesson-index";
import { decideOutsideModel } from "@app/domain/tutor/outside-model";
import { isTutorSessionOpen } from "@app/domain/tutor/session";
import type { TutorPersona } from "@app/domain/tutor/voice";
import type { Deps } from "../../deps.ts";
import { AppError, conflict, forbidden, notFound, present, tooManyRequests } from "../../lib/app-error.ts";
import { spendAiSession } from "../credits/credits.service.ts";
import { notifyAdmins, notifyUsers } from "../notifications/notifications.service.ts";
import { hintRungsUsed, recordHintRung } from "../progress/hint-uses.service.ts";
import { recordAnswerShown, studentDay, triesOfDay } from "../progress/reveals.service.ts";
import type { Student } from "../student-access/student.ts";
import { presentMessage, presentSession } from "./tutor.presenter.ts";
import * as repo from "./tutor.repository.ts";
import { loadTutorMaterial, loadTutorPersona } from "./tutor-context.ts";
import { builtInEngine, type Emit, type EngineResult, modelEngine } from "./tutor-engines.ts";

/*
 * The AI tutor (issue 24; decisions 050 to 052): sessions that spend one ai-session credit when
 * they start, turns answered by the built-in engine or an allowed outside model, hint rungs kept
 * as hint use, guardrail flags told to the parent and the admins.
 */

/** Which engine answers this student, and why (the panel shows it). */
export async function engineFor(deps: Deps, student: Student) {
  const settings = await repo.findSettings(deps.db, student.id);
  const decision = decideOutsideModel({
    configured: deps.config.tutorModel !== null,
    parentOptedIn: settings?.outside_model_allowed ?? false,
    age: student.age,
    // A parent holds the account and no confirmation is pending (issue 22: the Student type).
    hasParentConsent: student.parentUserId !== null && !student.parentConsentPending,
  });
  return { decision, allowed: settings?.outside_model_allowed ?? false };
}

export async function startSession(deps: Deps, student: Student, materialId: number, now = new Date()) {
  const material = await loadTutorMaterial(deps, materialId);
  const { id, left } = await deps.db.transaction().execute(async (tx) => {
    const left = await spendAiSession(tx, student.id, now);
    if (left === null) throw new AppError(402, TUTOR_MESSAGES.noCredit);
    return { id: await repo.insertSession(tx, student.id, material.id, now), left };
  });
  const session = present(await repo.findSession(deps.db, id), `tutor session ${id}`);
  return {
    session: presentSession(session),
    ai_sessions_left: left,
    engine: (await engineFor(deps, student)).decision.engine as TutorEngineName,
  };
}

/** A session of the calling student, or 404 (another student's session is not theirs to see). */
async function ownSession(deps: Deps, student: Student, sessionId: number) {
  const session = await repo.findSession(deps.db, sessionId);
  if (!session || session.student_id !== student.id) throw notFound("Tutor session not found");
  return session;
}

async function consumeTurn(deps: Deps, studentId: number): Promise<void> {
  try {
    await deps.limits.tutorTurnsPerMinute.consume(`student:${studentId}`);
    await deps.limits.tutorTurnsPerDay.consume(`student:${studentId}`);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429)
      throw tooManyRequests(TUTOR_MESSAGES.rateLimited);
    throw error;
  }
}

async function raiseFlags(deps: Deps, student: Student, [kind]: GuardrailKind[]) {
  if (!kind) return;
  const title = GUARDRAIL_TITLES[kind];
  const name = `${student.firstName} ${student.lastName}`.trim();
  const body = `${name} wrote something to the tutor that may need a grown-up's attention. Please read the conversation and check in with them.`;
  if (student.parentUserId)
    await notifyUsers(deps.db, [student.parentUserId], {
      title,
      body,
      linkUrl: `/student/tutor-preferences?student_id=${student.id}`,
    });
  await notifyAdmins(deps.db, { title, body, linkUrl: "/admin/tutor-flags" });
}

/**
 * A turn, checked and ready: every refusal (not found, ended, too fast) is thrown here, before a
 * streamed answer begins. `run` asks the engine, handing each checked part of the reply to `emit`
 * as it comes, and stores the turn.
 */
export async function prepareTurn(
  deps: Deps,
  student: Student,
  sessionId: number,
  input: { message: string; mode: "ask" | "hint"; question_id?: string | undefined },
  now = new Date(),
): Promise<{ run: (emit?: Emit) => Promise<TutorTurnResponse> }> {
  const session = await ownSession(deps, student, sessionId);
  if (!isTutorSessionOpen(new Date(session.last_turn_at), now)) throw conflict(TUTOR_MESSAGES.sessionEnded);
  await consumeTurn(deps, student.id);
  const material = await loadTutorMaterial(deps, session.material_id);
  if (input.question_id && !material.questions.some((q) => q.id === input.question_id))
    throw notFound("Question not found");
  const persona = await loadTutorPersona(deps, student);
  const day = studentDay(student, now);
  const tries = await triesOfDay(deps.db, student, material.id, now);
  const state: Record<string, QuestionState> = {};
  for (const q of material.questions)
    state[q.id] = {
      rungsUsed: await hintRungsUsed(deps.db, {
        studentId: student.id,
        materialId: material.id,
        questionId: q.id,
        day,
      }),
      hasTried: (tries.get(q.id)?.tries ?? 0) > 0,
    };
  const { decision } = await engineFor(deps, student);
  const engine =
    decision.engine === "model" && deps.config.tutorModel
      ? modelEngine(deps.config.tutorModel)
      : builtInEngine;
  const turnInput = {
    material,
    persona,
    message: input.message,
    mode: input.mode,
    questionId: input.question_id,
    state,
  };
  return {
    run: (emit) =>
      answerTurn(
        deps,
        student,
        { sessionId, material, persona, day, state, now },
        () => engine.turn(turnInput, new LessonIndex(material), emit),
        input,
      ),
  };
}

export async function takeTurn(
  deps: Deps,
  student: Student,
  sessionId: number,
  input: { message: string; mode: "ask" | "hint"; question_id?: string | undefined },
  now = new Date(),
): Promise<TutorTurnResponse> {
  return (await prepareTurn(deps, student, sessionId, input, now)).run();
}

async function answerTurn(
  deps: Deps,
  student: Student,
  turn: {
    sessionId: number;
    material: TutorMaterial;
    persona: TutorPersona;
    day: string;
    state: Record<string, QuestionState>;
    now: Date;
  },
  ask: () => Promise<EngineResult>,
  input: { message: string; question_id?: string | undefined },
): Promise<TutorTurnResponse> {
  const { sessionId, material, persona, day, state, now } = turn;
  const result = await ask();
  const { reply } = result;
  const saved = await deps.db.transaction().execute(async (tx) => {
    const asked = await repo.insertMessage(tx, {
      sessionId,
      role: "student",
      body: input.message,
      engine: null,
      kind: null,
      rung: null,
      questionId: input.question_id ?? null,
      citations: [],
      flags: reply.flags,
      now,
    });
    const answered = await repo.insertMessage(tx, {
      sessionId,
      role: "tutor",
      body: reply.text,
      engine: result.engine,
      kind: reply.kind,
      rung: reply.rung,
      questionId: reply.questionId,
      citations: reply.citations,
      flags: [],
      now,
    });
    if (reply.kind === "hint" && reply.questionId && reply.rung) {
      await recordHintRung(
        tx,
        { studentId: student.id, materialId: material.id, questionId: reply.questionId, day },
        reply.rung,
        now,
      );
      // The solution rung shows the answer: like any shown answer it earns nothing after (decision 041).
      if (reply.rung === 4) await recordAnswerShown(tx, student, material.id, reply.questionId, now);
    }
    await repo.touchSession(tx, sessionId, now);
    return { asked, answered };
  });
  if (reply.flags.length > 0) await raiseFlags(deps, student, reply.flags);
  const rungsUsed = reply.questionId
    ? Math.max(state[reply.questionId]?.rungsUsed ?? 0, reply.kind === "hint" ? (reply.rung ?? 0) : 0)
    : 0;
  return {
    student_message: presentMessage(saved.asked),
    reply: presentMessage(saved.answered),
    fallback: result.fallback,
    rungs_used: rungsUsed,
    modality: persona.modality,
  };
}

const SESSIONS_LISTED = 50;

export async function listSessions(deps: Deps, student: Student) {
  const rows = await repo.listSessions(deps.db, student.id, SESSIONS_LISTED);
  return { student_id: student.id, sessions: rows.map(presentSession) };
}

/** A conversation, for whoever may read the student it belongs to (checked by the caller). */
export async function findConversationStudent(deps: Deps, sessionId: number): Promise<number> {
  const session = await repo.findSession(deps.db, sessionId);
  if (!session) throw notFound("Tutor session not found");
  return session.student_id;
}

export async function getConversation(deps: Deps, sessionId: number) {
  const session = present(await repo.findSession(deps.db, sessionId), `tutor session ${sessionId}`);
  const messages = await repo.listMessages(deps.db, sessionId);
  return { session: presentSession(session), messages: messages.map(presentMessage) };
}

/** A student deletes one of their own conversations. */
export async function deleteSession(deps: Deps, student: Student, sessionId: number) {
  await ownSession(deps, student, sessionId);
  await repo.deleteSession(deps.db, sessionId);
  return { deleted: true };
}

export async function getSettings(deps: Deps, student: Student) {
  const { decision, allowed } = await engineFor(deps, student);
  return {
    student_id: student.id,
    outside_model_configured: deps.config.tutorModel !== null,
    outside_model_allowed: allowed,
    engine: decision.engine,
    reason: decision.reason,
  };
}

export async function saveSettings(
  deps: Deps,
  parentUserId: string,
  student: Student,
  allowed: boolean,
  now = new Date(),
) {
  if (student.parentUserId !== parentUserId) throw forbidden(TUTOR_MESSAGES.outsideModelParentOnly);
  await repo.saveSettings(deps.db, student.id, allowed, parentUserId, now);
  return getSettings(deps, student);
}

export async function thinkingChamber(deps: Deps, materialId: number, questionId: string) {
  const material = await loadTutorMaterial(deps, materialId);
  const question = material.questions.find((q) => q.id === questionId);
  if (!question) throw notFound("Question not found");
  return {
    material_id: material.id,
    material_title: material.title,
    question: { id: question.id, question: question.question, type: question.type },
    steps: thinkingSteps(material, question),
  };
}

const FLAGS_LISTED = 100;

export async function listFlags(deps: Deps) {
  const rows = await repo.listFlagged(deps.db, FLAGS_LISTED);
  return {
    flags: rows.map((r) => ({
      message_id: r.id,
      session_id: r.session_id,
      student_id: r.student_id,
      student_name: `${r.first_name} ${r.last_name}`.trim(),
      kinds: r.flags,
      body: r.body,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}
