/**
 * The student-area redirect (`/student/go/{id}`), the one page path outside the spec's map. Kept
 * apart from page-routes.ts, which validates the map with zod, so the web app's first page can
 * name it without loading the schema library.
 */
export const STUDENT_REDIRECT_PATH = "/student/go/:id?";
