// Table types: Work set for students: assignments, their files and comments, quiz attempts.
import type { ColumnType, Generated } from "kysely";
import type { Json, NullableTimestamp, Numeric, Timestamp } from "./column-types.ts";

export interface AssignmentsTable {
  id: Generated<number>;
  student_id: number;
  assigned_by: string | null;
  assignment_type: "material" | "quiz" | "homework" | "practice" | "reading";
  title: string;
  description: string | null;
  instructions: string | null;
  subject: string | null;
  content_id: number | null;
  due_date: NullableTimestamp;
  status: Generated<"assigned" | "in_progress" | "submitted" | "completed" | "returned">;
  priority: Generated<"low" | "medium" | "high">;
  estimated_time: number | null;
  started_at: NullableTimestamp;
  submitted_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  grade: string | null;
  score: Numeric;
  total_points: Numeric;
  feedback: string | null;
  submission_data: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  actual_time: ColumnType<number | null, number | null | undefined, number | null>;
  tags: Json<string[]>;
  topics: Json<string[]>;
  bookmarked: Generated<boolean>;
  progress: ColumnType<string | number, number | undefined, number>;
  template_id: ColumnType<number | null, number | null | undefined, number | null>;
  quiz_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface AssignmentFilesTable {
  id: Generated<number>;
  assignment_id: number;
  file_id: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
  uploaded_by: string | null;
  created_at: Timestamp;
}

export interface AssignmentCommentsTable {
  id: Generated<number>;
  assignment_id: number;
  author_user_id: string | null;
  author_role: string;
  body: string;
  created_at: Timestamp;
}

export interface QuizAttemptsTable {
  id: Generated<number>;
  quiz_id: number;
  student_id: number;
  assignment_id: number | null;
  attempt_key: string;
  status: Generated<"in_progress" | "completed" | "abandoned">;
  answers: Json<unknown>;
  correct_count: number;
  question_count: number;
  score: ColumnType<string | number, number, number>;
  total_points: ColumnType<string | number, number, number>;
  time_taken: number | null;
  xp_awarded: Generated<number>;
  completed_at: NullableTimestamp;
  created_at: Timestamp;
}
