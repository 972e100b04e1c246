// Table types: the AI tutor's sessions, messages, hint use and outside-model opt-in (migration 034).
import type { Generated } from "kysely";
import type { Json, Timestamp } from "./column-types.ts";

export interface TutorSessionsTable {
  id: Generated<number>;
  student_id: number;
  material_id: number;
  started_at: Timestamp;
  last_turn_at: Timestamp;
}

export interface TutorMessagesTable {
  id: Generated<number>;
  session_id: number;
  role: "student" | "tutor";
  body: string;
  engine: "built-in" | "model" | null;
  kind: "answer" | "hint" | "unknown" | "safety" | null;
  rung: number | null;
  question_id: string | null;
  citations: Json<{ part: string; label: string }[]>;
  flags: Json<string[]>;
  created_at: Timestamp;
}

export interface TutorHintUsesTable {
  student_id: number;
  material_id: number;
  question_id: string;
  day: string;
  rungs: number;
  updated_at: Timestamp;
}

export interface TutorSettingsTable {
  student_id: number;
  outside_model_allowed: boolean;
  decided_by: string | null;
  decided_at: Timestamp;
}
