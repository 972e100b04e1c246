import { readLocal } from "./storage";

/** The local storage flag that keeps debug output on across pages. */
export const DEBUG_STORAGE_KEY = "debug";

const isOnValue = (value: string | null) => value === "1" || value === "true";

/** Debug is on with `?debug=1` or `?debug=true` in the address, or the local storage flag (spec 2.10). */
export function isDebugEnabled(search: string = window.location.search): boolean {
  return isOnValue(new URLSearchParams(search).get("debug")) || isOnValue(readLocal(DEBUG_STORAGE_KEY));
}

/** Logs only when debug is on. */
export function debugLog(...args: unknown[]): void {
  if (isDebugEnabled()) console.info("[brightpath]", ...args);
}
