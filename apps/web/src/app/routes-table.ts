import { STUDENT_REDIRECT_PATH } from "@app/contract/student-redirect";
import type { Access } from "@app/domain/access";
import type { ComponentType } from "react";

/** The capability a page belongs to (routes.json); the issue that builds it owns its pages. */
export type RouteArea =
  | "foundation"
  | "public-site"
  | "learning"
  | "tutoring"
  | "math"
  | "student-portal"
  | "assignments"
  | "games"
  | "python"
  | "3d";

export type PageModule = { default: ComponentType };

export interface AppRoute {
  /** A react-router path pattern. */
  path: string;
  access: Access;
  area: RouteArea;
  /** The page's name, used for the document title and by the coming-soon page. */
  title: string;
  /** The page's own module, loaded lazily; without one the route shows the coming-soon page. */
  page?: () => Promise<PageModule>;
  /** The page compiles WebAssembly: only a document loaded at its address may (decision 037). */
  runsWasm?: true;
}

// The student-area redirect's path lives with the spec's route map, which the server reads too.
export { STUDENT_REDIRECT_PATH };

const publicRoute = (path: string, area: RouteArea, title: string, page?: AppRoute["page"]): AppRoute => ({
  path,
  access: "public",
  area,
  title,
  page,
});
const signedIn = (path: string, area: RouteArea, title: string, page?: AppRoute["page"]): AppRoute => ({
  path,
  access: "signed-in",
  area,
  title,
  page,
});
/** The verb games (issue 23, decision 063): one page module each in routes/student/games/. */
const verbGame = (path: string, title: string, module: string): AppRoute =>
  signedIn(path, "games", title, () => import(`./routes/student/games/${module}.tsx`));
/** The 3D spaces (issue 27): one page module each in routes/student/spaces/. */
const space = (path: string, title: string, module: string): AppRoute =>
  signedIn(path, "3d", title, () => import(`./routes/student/spaces/${module}.tsx`));
const tutorOnly = (path: string, title: string, page?: AppRoute["page"]): AppRoute => ({
  path,
  access: "tutor",
  area: "tutoring",
  title,
  page,
});
const adminOnly = (path: string, area: RouteArea, title: string, page?: AppRoute["page"]): AppRoute => ({
  path,
  access: "admin",
  area,
  title,
  page,
});

/**
 * The one route table (spec 2, routes.json): every page's path, who may open it, and its area.
 * The router is built from it; a test checks it against routes.json. Any other path is a 404.
 */
export const appRoutes: readonly AppRoute[] = [
  // Public site (spec 2.1).
  publicRoute("/", "public-site", "Home", () => import("./routes/home")),
  publicRoute("/about", "public-site", "About us", () => import("./routes/about")),
  publicRoute("/pricing", "public-site", "Pricing", () => import("./routes/pricing")),
  publicRoute("/subjects", "public-site", "Subjects", () => import("./routes/subjects")),
  publicRoute("/courses/:courseId", "learning", "Course", () => import("./routes/courses/course")),
  publicRoute("/courses/:courseId/units/:unitId", "learning", "Unit", () => import("./routes/courses/unit")),
  publicRoute(
    "/courses/:courseId/units/:unitId/lessons/:lessonId",
    "learning",
    "Lesson",
    () => import("./routes/courses/lesson"),
  ),
  publicRoute("/library", "learning", "Library", () => import("./routes/library")),
  publicRoute("/material/:id", "learning", "Material", () => import("./routes/material-public")),
  publicRoute("/waitlist", "public-site", "Waitlist", () => import("./routes/waitlist")),
  publicRoute("/blog", "public-site", "Blog", () => import("./routes/blog")),
  publicRoute("/blog/:slug", "public-site", "Blog post", () => import("./routes/blog-post")),
  publicRoute("/announcements", "public-site", "Announcements", () => import("./routes/announcements")),
  publicRoute(
    "/announcements/french-circles",
    "public-site",
    "French conversation circles",
    () => import("./routes/french-circles"),
  ),
  publicRoute("/join-tutor", "tutoring", "Become a tutor", () => import("./routes/join-tutor")),
  publicRoute("/book/*", "tutoring", "Book a lesson", () => import("./routes/book")),
  publicRoute("/contact", "foundation", "Contact us", () => import("./routes/contact")),
  publicRoute("/support", "foundation", "Support", () => import("./routes/support")),
  publicRoute("/help", "foundation", "Help centre", () => import("./routes/help")),
  publicRoute("/ai-tutor", "foundation", "AI tutor", () => import("./routes/ai-tutor")),
  publicRoute("/coming-soon", "foundation", "Coming soon", () => import("./routes/coming-soon")),
  publicRoute("/student/geometry-demo", "math", "Geometry demo", () => import("./routes/math/geometry-demo")),

  // Accounts (spec 2.2).
  publicRoute("/auth/signin", "foundation", "Sign in", () => import("./routes/auth/sign-in")),
  publicRoute("/auth/signup", "foundation", "Create your account", () => import("./routes/auth/sign-up")),
  publicRoute(
    "/auth/forgot-password",
    "foundation",
    "Forgot password",
    () => import("./routes/auth/forgot-password"),
  ),
  publicRoute(
    "/auth/reset-password",
    "foundation",
    "Reset password",
    () => import("./routes/auth/reset-password"),
  ),
  publicRoute(
    "/auth/verify-email",
    "foundation",
    "Verify e-mail",
    () => import("./routes/auth/verify-email"),
  ),
  publicRoute("/onboarding", "foundation", "Getting started", () => import("./routes/onboarding")),
  signedIn("/profile", "foundation", "Your profile", () => import("./routes/profile")),

  // Student area (spec 2.3).
  signedIn("/student", "student-portal", "Student dashboard", () => import("./routes/student/dashboard")),
  signedIn(
    "/student/dashboard",
    "student-portal",
    "Student dashboard",
    () => import("./routes/student/dashboard"),
  ),
  signedIn(
    "/student/settings",
    "student-portal",
    "Profile settings",
    () => import("./routes/student/settings"),
  ),
  signedIn(
    "/student/tutor-preferences",
    "student-portal",
    "Manage my tutor",
    () => import("./routes/student/tutor-preferences"),
  ),
  signedIn(
    "/student/achievements",
    "student-portal",
    "Achievements",
    () => import("./routes/student/achievements"),
  ),
  signedIn(
    "/student/rewards/leaderboard",
    "student-portal",
    "Leaderboard",
    () => import("./routes/student/leaderboard"),
  ),
  signedIn("/student/favorites", "student-portal", "Favourites", () => import("./routes/student/favorites")),
  signedIn("/student/library", "learning", "Student library", () => import("./routes/student/library")),
  signedIn("/student/progress", "learning", "Progress", () => import("./routes/student/progress")),
  signedIn("/student/review", "learning", "Review", () => import("./routes/student/review")),
  signedIn("/student/lessons", "learning", "Lessons", () => import("./routes/student/lessons")),
  signedIn("/student/material/:id", "learning", "Material", () => import("./routes/student/material")),
  signedIn("/student/material-v2/:id", "learning", "Material", () => import("./routes/student/material-v2")),
  signedIn(
    "/student/material/:id/legacy",
    "learning",
    "Material (classic view)",
    () => import("./routes/student/material-legacy"),
  ),
  signedIn(
    "/student/learning-paths",
    "learning",
    "Learning paths",
    () => import("./routes/student/learning-paths"),
  ),
  signedIn(
    "/student/learning-paths/:id",
    "learning",
    "Learning path",
    () => import("./routes/student/learning-path"),
  ),
  signedIn("/student/practice/:id", "learning", "Practice", () => import("./routes/student/practice")),
  signedIn(
    STUDENT_REDIRECT_PATH,
    "learning",
    "Opening your material",
    () => import("./routes/student-redirect"),
  ),
  signedIn("/student/homework", "assignments", "Assignments", () => import("./routes/student/homework")),
  signedIn("/student/schedule", "tutoring", "Schedule", () => import("./routes/student/schedule")),
  signedIn("/student/messages", "tutoring", "Messages", () => import("./routes/student/messages")),
  signedIn(
    "/student/gamification-test",
    "games",
    "Gamification test",
    () => import("./routes/student/games/gamification-test"),
  ),
  signedIn("/student/play/:engine/:cardId", "games", "Game", () => import("./routes/student/games/play")),
  signedIn("/student/games", "games", "Games", () => import("./routes/student/games/games")),
  signedIn("/student/games/play", "games", "Play a game", () => import("./routes/student/games/games-play")),
  verbGame("/student/french-verb-game", "French verb game", "french-verb-game"),
  verbGame("/student/french-verb-game-legacy", "French verb game (classic)", "french-verb-game-legacy"),
  verbGame(
    "/student/french-verb-game-setup-comparison",
    "French verb game setup comparison",
    "french-verb-game-setup-comparison",
  ),
  signedIn(
    "/student/spanish-listen-speak",
    "games",
    "Spanish listen and speak",
    () => import("./routes/student/games/spanish-listen-speak"),
  ),
  verbGame("/student/spanish-verb-game", "Spanish verb game", "spanish-verb-game"),
  // Python runs in the browser here: the page table flags these pages too (page-routes.ts).
  {
    ...signedIn(
      "/student/python-learning/dashboard",
      "python",
      "Python course",
      () => import("./routes/student/python/dashboard"),
    ),
    runsWasm: true,
  },
  {
    ...signedIn(
      "/student/python-learning/ide",
      "python",
      "Python editor",
      () => import("./routes/student/python/ide"),
    ),
    runsWasm: true,
  },
  {
    ...signedIn(
      "/student/python-learning/week/:weekNumber",
      "python",
      "Python course week",
      () => import("./routes/student/python/week"),
    ),
    runsWasm: true,
  },
  space("/student/library-3d", "3D library", "library-3d"),
  space("/student/library-3d-simple", "3D library (simple)", "library-3d-simple"),
  space("/student/material/:id/3d", "Material in 3D", "material-3d"),
  space("/student/working-3d-demo", "3D demo", "working-3d-demo"),
  space("/student/configurable-set-demo", "Configurable set demo", "configurable-set-demo"),
  space("/student/french-cafe-demo", "French café demo", "french-cafe-demo"),
  space("/student/photorealistic-cafe-demo", "Photorealistic café demo", "photorealistic-cafe-demo"),
  space("/student/ready-player-me-test", "Avatar test", "ready-player-me-test"),
  space("/student/ready-player-me-test-simple", "Avatar test (simple)", "ready-player-me-test-simple"),
  space("/student/simple-avatar-test", "Simple avatar test", "simple-avatar-test"),
  space("/student/ultra-simple-avatar-test", "Ultra-simple avatar test", "ultra-simple-avatar-test"),
  space("/student/basic-avatar-test", "Basic avatar test", "basic-avatar-test"),
  space("/student/first-person-library-demo", "First-person library demo", "first-person-library-demo"),
  space("/student/third-person-library-demo", "Third-person library demo", "third-person-library-demo"),

  // Tutor area (spec 2.4): approved tutors, and admins may view.
  tutorOnly("/tutor", "Tutor dashboard", () => import("./routes/tutor/dashboard")),
  tutorOnly("/tutor/students", "Your students", () => import("./routes/tutor/students")),
  tutorOnly("/tutor/students/:id", "Student", () => import("./routes/tutor/student")),

  // Admin area (spec 2.5): admins only (decisions.md 1).
  adminOnly("/admin", "public-site", "Admin dashboard", () => import("./routes/admin/dashboard")),
  adminOnly("/admin/content", "public-site", "Content", () => import("./routes/admin/content")),
  adminOnly(
    "/admin/learning-paths",
    "public-site",
    "Learning paths admin",
    () => import("./routes/admin/learning-paths"),
  ),
  adminOnly(
    "/admin/notifications",
    "public-site",
    "Notifications",
    () => import("./routes/admin/notifications"),
  ),
  adminOnly("/admin/blog", "public-site", "Blog admin", () => import("./routes/admin/blog")),
  adminOnly("/admin/clients", "tutoring", "Clients", () => import("./routes/admin/clients")),
  adminOnly("/admin/students", "tutoring", "Students", () => import("./routes/admin/students")),
  adminOnly("/admin/tutors", "tutoring", "Tutors", () => import("./routes/admin/tutors")),
  adminOnly("/admin/payments", "tutoring", "Payments", () => import("./routes/admin/payments")),
  adminOnly("/admin/calendar", "tutoring", "Calendar", () => import("./routes/admin/calendar")),
  adminOnly(
    "/admin/geometry-authoring",
    "math",
    "Geometry authoring",
    () => import("./routes/admin/geometry-authoring"),
  ),

  // Test and debug pages (spec 2.6).
  publicRoute(
    "/debug-homework-api",
    "assignments",
    "Homework API debug",
    () => import("./routes/debug-homework-api"),
  ),
  publicRoute("/test-swipe-deck", "games", "Swipe deck test", () => import("./routes/test-swipe-deck")),
  publicRoute(
    "/test-integration",
    "foundation",
    "Integration check",
    () => import("./routes/test-integration"),
  ),
  publicRoute("/testing", "foundation", "Test pages", () => import("./routes/testing")),
  publicRoute(
    "/test-template-176",
    "learning",
    "Template 176",
    () => import("./routes/test-latex/template-176"),
  ),
  publicRoute(
    "/test-latex-rendering",
    "learning",
    "LaTeX rendering test",
    () => import("./routes/test-latex/rendering"),
  ),
  publicRoute("/test-latex-fix", "learning", "LaTeX fix test", () => import("./routes/test-latex/fix")),
  publicRoute(
    "/test-mathjax",
    "learning",
    "Math typesetting test",
    () => import("./routes/test-latex/mathjax"),
  ),
  publicRoute("/test/math-games", "math", "Math games", () => import("./routes/math/index")),
  ...(
    [
      ["geometry-construction", "Geometry construction"],
      ["shape-manipulation", "Shape manipulation"],
      ["function-graphing", "Function graphing"],
      ["coordinate-geometry", "Coordinate geometry"],
      ["api-test", "Math games API test"],
    ] as const
  ).map(([tool, title]) =>
    publicRoute(`/test/math-games/${tool}`, "math", title, () => import(`./routes/math/${tool}.tsx`)),
  ),
  publicRoute(
    "/test/thinking-chamber",
    "math",
    "Thinking chamber",
    () => import("./routes/thinking-chamber"),
  ),
  publicRoute(
    "/test-ecosystem-dashboard",
    "student-portal",
    "Ecosystem dashboard test",
    () => import("./routes/test-ecosystem/dashboard"),
  ),
  publicRoute(
    "/test-circular-hub",
    "student-portal",
    "Circular hub test",
    () => import("./routes/test-ecosystem/circular-hub"),
  ),
  publicRoute(
    "/test-educational-hub",
    "student-portal",
    "Educational hub test",
    () => import("./routes/test-ecosystem/educational-hub"),
  ),
  signedIn(
    "/test-ecosystem-live",
    "student-portal",
    "Live ecosystem test",
    () => import("./routes/test-ecosystem/live"),
  ),
  signedIn(
    "/test-ecosystem-simple",
    "student-portal",
    "Simple ecosystem test",
    () => import("./routes/test-ecosystem/simple"),
  ),
  signedIn(
    "/test-ecosystem-circular",
    "student-portal",
    "Circular ecosystem test",
    () => import("./routes/test-ecosystem/circular"),
  ),
  signedIn(
    "/test-original-dashboard",
    "student-portal",
    "Original dashboard test",
    () => import("./routes/test-ecosystem/original-dashboard"),
  ),
];
