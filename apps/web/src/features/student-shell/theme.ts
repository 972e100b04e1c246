import { isTheme, type Theme } from "@app/domain/profile";

/** The views of /student/settings that are a parent's own, not a child's: billing and the family. */
const PARENT_OWN_VIEWS = new Set(["billing", "family"]);

/** Whether a parent on this address is on one of their own pages (billing, the family page). */
export function isParentOwnPage(pathname: string, search: string): boolean {
  return (
    pathname === "/student/settings" && PARENT_OWN_VIEWS.has(new URLSearchParams(search).get("view") ?? "")
  );
}

/**
 * The theme the shell shows (spec 4.7): the selected student's, else the one stored last, else
 * adult. Anything but "kids" or "adult" is ignored. A parent's own pages are always adult: the
 * kids theme is the child's (issue 21: a parent's billing took the child's kids theme).
 */
export function resolveTheme(studentTheme: unknown, storedTheme: unknown, parentOwnPage = false): Theme {
  if (parentOwnPage) return "adult";
  if (isTheme(studentTheme)) return studentTheme;
  if (isTheme(storedTheme)) return storedTheme;
  return "adult";
}
