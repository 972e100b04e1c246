// Runs before the page the server drew first (its prepaint) paints (decision 072): the colour scheme
// and the student's theme as the app itself will set them (apps/web/src/lib/color-scheme.ts, the
// student shell), so the page does not change look when the app takes over. A file, not an inline
// script: the Content-Security-Policy runs scripts from files only (decision 037).
(() => {
  const root = document.documentElement;
  try {
    // STORAGE_KEYS.colorScheme: "light", "dark", or absent to follow the system.
    const stored = localStorage.getItem("color_scheme");
    const system = window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
    root.dataset.colorScheme = stored === "light" || stored === "dark" ? stored : system;
    // STORAGE_KEYS.student: the student store's last theme, kids or adult.
    const student = JSON.parse(localStorage.getItem("student-storage") ?? "null");
    const theme = student?.state?.preferredTheme;
    if (theme === "kids" || theme === "adult") root.dataset.theme = theme;
  } catch {
    // No storage (private mode): the app sets both once it runs.
  }
})();
