import { isTheme, type Theme } from "@app/domain/profile";

/**
 * The theme the shell shows (spec 4.7): the selected student's, else the one stored last, else
 * adult. Anything but "kids" or "adult" is ignored.
 */
export function resolveTheme(studentTheme: unknown, storedTheme: unknown): Theme {
  if (isTheme(studentTheme)) return studentTheme;
  if (isTheme(storedTheme)) return storedTheme;
  return "adult";
}
