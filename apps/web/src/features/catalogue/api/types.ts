/** A lesson's headline in the public catalogue (GET /api/public/courses/{idOrSlug}, /api/public/modules). */
export interface CatalogueLesson {
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  difficulty: string;
  /** Minutes. */
  estimated_time: number;
  step_number: number;
  total_steps: number;
  question_count: number;
  card_count?: number;
}

/** A unit (module) of a course with its lessons in order. */
export interface CatalogueUnit {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  position: number;
  course_id: number;
  course_title: string;
  course_slug: string;
  subject: string;
  grade_band: string;
  total_materials: number;
  materials: CatalogueLesson[];
}

export interface CourseSummary {
  id: number;
  slug: string;
  title: string;
  subject: string;
  grade_band: string;
  description: string | null;
}

export interface CourseListItem extends CourseSummary {
  unit_count: number;
  lesson_count: number;
}

export interface CourseDetail {
  course: CourseSummary;
  units: CatalogueUnit[];
}

/** A worked example of a lesson. */
export interface LessonExample {
  title?: string;
  problem?: string;
  solution?: string;
}

/** The public preview of a lesson (GET /api/public/materials/{id}): practice questions carry no answers. */
export interface PublicLesson {
  id: number;
  slug: string;
  title: string;
  subject: string;
  summary: string | null;
  difficulty: string;
  module_id: number | null;
  module_title: string | null;
  course_id: number | null;
  course_title: string | null;
  step_number: number;
  total_steps: number;
  tags: string[];
  body: string;
  examples: LessonExample[];
  prerequisites: { id: number; title: string }[];
  estimated_time: number;
  deck_structure: { title: string; body: string }[];
  practice: { questions: { id: string; type: string; question: string }[] };
}
