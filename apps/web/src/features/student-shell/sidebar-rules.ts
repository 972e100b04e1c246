/** The student sidebar's rules (spec 2.8, 9), as pure functions. */

/** Below this width the sidebar is a slide-in sheet. */
export const MOBILE_BREAKPOINT_PX = 768;
/** From this width the sidebar is open by default (outside the pages that start closed). */
export const SIDEBAR_BREAKPOINT_PX = 1024;
/** Window resizes are handled once they settle. */
export const RESIZE_DEBOUNCE_MS = 300;
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_ICON = "3rem";
export const SIDEBAR_COOKIE_NAME = "sidebar:state";
/** Seven days. */
export const SIDEBAR_COOKIE_MAX_AGE_S = 604_800;
export const SIDEBAR_TOGGLE_KEY = "b";

/** Material pages: /student/material/{id} and its variants (material-v2, /3d, /legacy). */
export function isMaterialPage(pathname: string): boolean {
  return /^\/student\/material(-v2)?\/[^/]+/.test(pathname);
}

/** The pages where the sidebar starts closed: material, library and dashboard (spec 2.8). */
export function isClosedByDefaultPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return (
    isMaterialPage(path) ||
    path === "/student/library" ||
    path.startsWith("/student/library/") ||
    path === "/student" ||
    path === "/student/dashboard"
  );
}

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}

/** Open by default at 1024 px and wider, except on the pages that start closed. */
export function defaultSidebarOpen(pathname: string, width: number): boolean {
  return width >= SIDEBAR_BREAKPOINT_PX && !isClosedByDefaultPage(pathname);
}

/** On desktop, opening a material page closes the sidebar (spec 2.8). */
export function shouldAutoClose(pathname: string, width: number): boolean {
  return !isMobileWidth(width) && isMaterialPage(pathname);
}

/** The saved open state from a cookie header (document.cookie), or null when none is saved. */
export function readSidebarCookie(cookieHeader: string): boolean | null {
  for (const part of cookieHeader.split(";")) {
    const [rawName, ...rest] = part.trim().split("=");
    if (rawName !== SIDEBAR_COOKIE_NAME) continue;
    const value = rest.join("=");
    if (value === "true") return true;
    if (value === "false") return false;
  }
  return null;
}

/** The cookie that saves the open state for seven days, site-wide. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * The initial state: the saved one, else the page's default for this width. A material page on a
 * desktop starts closed whatever was saved, as it closes the sidebar when opened: never drawn open
 * for a frame, then closed (and the lesson the server painted first, decision 072, has it closed).
 */
export function initialSidebarOpen(cookieHeader: string, pathname: string, width: number): boolean {
  if (shouldAutoClose(pathname, width)) return false;
  return readSidebarCookie(cookieHeader) ?? defaultSidebarOpen(pathname, width);
}

/** Ctrl+B or Cmd+B (spec 9). */
export function isSidebarToggleShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">,
) {
  return event.key.toLowerCase() === SIDEBAR_TOGGLE_KEY && (event.ctrlKey || event.metaKey) && !event.altKey;
}
