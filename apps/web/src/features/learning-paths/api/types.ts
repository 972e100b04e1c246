/** A learning path (spec 3): id, title, subject, grade band, status, with its description and step count. */
export interface LearningPath {
  id: number;
  slug: string;
  title: string;
  subject: string;
  grade_band: string;
  status: string;
  description: string | null;
  step_count: number;
  updated_at: string;
  /** With with_progress=1: completed of total lessons for the student. */
  progress?: { completed_materials: number; total_materials: number; percentage: number };
}

/** A lesson's progress as the path call gives it (spec 3 "Material progress"). */
export interface PathLessonProgress {
  material_id: number;
  accuracy_pct: number;
  mastery_status: string | null;
  is_completed: boolean;
  total_questions_answered: number;
}

export interface PathLesson {
  id: number;
  title: string;
  estimated_time: number;
  /** With with_progress=1: the student's progress, null when there is none to tell. */
  progress?: PathLessonProgress | null;
}

export interface PathStep {
  position: number;
  kind: "unit" | "lesson";
  module_id: number | null;
  material_id: number | null;
  title: string;
  description: string;
  lesson_count: number;
  estimated_time: number;
  /** Absent with compact=1. */
  materials?: PathLesson[];
  completed_materials?: number;
  is_completed?: boolean;
}

export interface PathProgress {
  completed_materials: number;
  total_materials: number;
  percentage: number;
  completed_steps: number;
  next_material_id: number | null;
}

/** GET /api/learning-paths/{id}: the path and its steps; with_progress=1 adds `progress`. */
export interface LearningPathDetail extends LearningPath {
  steps: PathStep[];
  progress?: PathProgress;
}
