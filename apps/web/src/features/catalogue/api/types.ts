// The catalogue's answer types come from the contract (packages/contract/src/learning-answers.ts).
export type {
  CatalogueLesson,
  CatalogueUnit,
  CourseDetail,
  CourseListItem,
  CourseSummary,
  PublicMaterial as PublicLesson,
  WorkedExample as LessonExample,
} from "@app/contract/learning-answers";
