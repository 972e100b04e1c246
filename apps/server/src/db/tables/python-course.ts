// Table types: the Python course's work per exercise, check runs and playground files (migration 037).
import type { Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "./column-types.ts";

export interface PythonExerciseWorkTable {
  student_id: number;
  exercise_slug: string;
  code: string | null;
  saved_at: NullableTimestamp;
  first_opened_at: Timestamp;
  hints_taken: Generated<number>;
  failed_runs: Generated<number>;
  passed_at: NullableTimestamp;
  xp_awarded: number | null;
}

export interface PythonAttemptsTable {
  id: Generated<number>;
  student_id: number;
  exercise_slug: string;
  code: string;
  passed: boolean;
  error_type: string | null;
  created_at: Timestamp;
}

export interface PythonFilesTable {
  student_id: number;
  name: string;
  content: string;
  updated_at: Timestamp;
}
