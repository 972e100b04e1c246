import { readLocal, removeLocal, STORAGE_KEYS, writeLocal } from "./storage";

/*
 * The colour scheme (light or dark) of this device (docs/decisions/020). It follows the system
 * until the visitor picks one; the pick is remembered in local storage. It is a device setting,
 * not part of the profile: the profile's theme (kids or adult, spec 4.7) follows the student's
 * age and is independent of it, so a kids theme can be light or dark.
 */

export type ColorScheme = "light" | "dark";
/** What the visitor chose: a scheme, or to follow the system. */
export type ColorSchemeChoice = ColorScheme | "system";

const DARK_QUERY = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();
let isStarted = false;

/** The stored choice; "system" when nothing (or something unknown) is stored. */
export function readColorSchemeChoice(): ColorSchemeChoice {
  const stored = readLocal(STORAGE_KEYS.colorScheme);
  return stored === "light" || stored === "dark" ? stored : "system";
}

/** The system's scheme (light where the browser cannot tell). */
export function getSystemColorScheme(): ColorScheme {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return "light";
  return window.matchMedia(DARK_QUERY).matches ? "dark" : "light";
}

/** The scheme on screen: the stored choice, else the system's. */
export function getColorScheme(): ColorScheme {
  const choice = readColorSchemeChoice();
  return choice === "system" ? getSystemColorScheme() : choice;
}

function applyColorScheme(): void {
  const scheme = getColorScheme();
  if (document.documentElement.dataset.colorScheme !== scheme) {
    document.documentElement.dataset.colorScheme = scheme;
  }
  for (const listener of listeners) listener();
}

/**
 * Stores a choice and applies it. Picking the scheme the system already has stores "system", so
 * the page follows the system again from then on (a later system change is followed too).
 */
export function setColorSchemeChoice(choice: ColorSchemeChoice): void {
  if (choice === "system" || choice === getSystemColorScheme()) removeLocal(STORAGE_KEYS.colorScheme);
  else writeLocal(STORAGE_KEYS.colorScheme, choice);
  applyColorScheme();
}

/** Switches to the other scheme than the one on screen. */
export function toggleColorScheme(): void {
  setColorSchemeChoice(getColorScheme() === "dark" ? "light" : "dark");
}

/**
 * Applies the scheme to <html> before the first render and keeps following the system (and other
 * tabs' choices). Safe to call more than once.
 */
export function startColorScheme(): void {
  applyColorScheme();
  if (isStarted || typeof window === "undefined") return;
  isStarted = true;
  window.matchMedia?.(DARK_QUERY).addEventListener?.("change", applyColorScheme);
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.colorScheme) applyColorScheme();
  });
}

/** Subscribes to scheme changes (for useSyncExternalStore). */
export function subscribeColorScheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
