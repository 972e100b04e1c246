import type { TutorMessage, TutorSession } from "@app/contract/tutor";
import type { MessageRecord, SessionRecord } from "./tutor.repository.ts";

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentSession(row: SessionRecord): TutorSession {
  return {
    id: row.id,
    student_id: row.student_id,
    material_id: row.material_id,
    material_title: row.material_title,
    started_at: iso(row.started_at),
    last_turn_at: iso(row.last_turn_at),
    message_count: Number(row.message_count),
    flagged: Boolean(row.flagged),
  };
}

export function presentMessage(row: MessageRecord): TutorMessage {
  return {
    id: row.id,
    role: row.role,
    body: row.body,
    engine: row.engine,
    kind: row.kind,
    rung: row.rung,
    question_id: row.question_id,
    citations: row.citations,
    flags: row.flags,
    created_at: iso(row.created_at),
  };
}
