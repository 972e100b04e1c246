// Table types: The curriculum and the library: courses, units, materials, paths, content items, quizzes.
import type { ColumnType, Generated } from "kysely";
import type { Json, Timestamp } from "./column-types.ts";

export type ContentType = "material" | "video" | "quiz" | "homework";

export interface ContentItemsTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  content_type: ContentType;
  subject: string;
  difficulty: Generated<string>;
  topics: Json<string[]>;
  material_id: number | null;
  created_at: Timestamp;
}

export interface ContentFavouritesTable {
  student_id: number;
  content_id: number;
  created_at: Timestamp;
}

export interface ContentAccessTable {
  student_id: number;
  content_id: number;
  last_accessed_at: Timestamp;
}

export interface QuizzesTable {
  id: Generated<number>;
  content_id: number | null;
  title: string;
  description: string | null;
  subject: string;
  questions: Json<unknown>;
  time_limit_seconds: number | null;
  show_instant_feedback: Generated<boolean>;
  created_by: string | null;
  created_at: Timestamp;
}

export type GradeBand = "K-5" | "6-8" | "9-12" | "adult";

export interface CoursesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  subject: string;
  grade_band: GradeBand;
  description: string;
  position: Generated<number>;
  created_at: Timestamp;
  /** Drafts stay out of every student and public list (migration 015). */
  status: Generated<"draft" | "published">;
}

export interface ModulesTable {
  id: Generated<number>;
  course_id: number;
  slug: string;
  title: string;
  description: string;
  position: number;
  created_at: Timestamp;
}

export interface MaterialTemplatesTable {
  id: Generated<number>;
  slug: string;
  module_id: number | null;
  step_number: Generated<number>;
  title: string;
  subject: string;
  summary: Generated<string>;
  difficulty: Generated<"beginner" | "intermediate" | "advanced">;
  estimated_time: Generated<number>;
  tags: Json<string[]>;
  prerequisites: Json<string[]>;
  body: string;
  examples: Json<unknown[]>;
  deck_structure: Json<unknown[]>;
  practice: Json<unknown[]>;
  completion_config: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Drafts stay out of every student and public list (migration 015). */
  status: Generated<"draft" | "published">;
  /** The lesson's video, if any (migration 015). */
  video: ColumnType<unknown | null, string | null | undefined, string | null>;
}

export interface LearningPathsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  subject: string;
  grade_band: GradeBand;
  status: Generated<"draft" | "published" | "archived">;
  description: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LearningPathStepsTable {
  path_id: number;
  position: number;
  module_id: number | null;
  material_id: number | null;
}
