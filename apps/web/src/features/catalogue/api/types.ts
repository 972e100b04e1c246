// The catalogue's answer types come from the contract (packages/contract/src/catalogue.ts).
export type {
  CatalogueLesson,
  CatalogueUnit,
  CourseDetail,
  CourseListItem,
  CourseSummary,
} from "@app/contract/catalogue";
export type {
  PublicMaterial as PublicLesson,
  WorkedExample as LessonExample,
} from "@app/contract/learning-answers";
