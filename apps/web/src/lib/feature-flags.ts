import { readLocal } from "./storage";

/** The feature flags and their defaults (spec 9). */
export const FEATURE_FLAG_DEFAULTS = {
  umv_spotlight_v1: true,
  tutor_3d_avatar: true,
  disable_tutor_context_updates: true,
  thinking_chamber: true,
  thinking_escalation_v1: true,
  strict_deck_completion: true,
  performance_mode: false,
  disable_heavy_animations: false,
  disable_visual_effects: false,
} as const satisfies Record<string, boolean>;

export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;

/** Local storage key of per-browser overrides: a JSON object of flag → boolean (for testing). */
export const FEATURE_FLAG_OVERRIDES_KEY = "feature-flags";

function readOverrides(): Partial<Record<FeatureFlag, boolean>> {
  const raw = readLocal(FEATURE_FLAG_OVERRIDES_KEY);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== "object" || parsed === null) return {};
    const overrides: Partial<Record<FeatureFlag, boolean>> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (key in FEATURE_FLAG_DEFAULTS && typeof value === "boolean") overrides[key as FeatureFlag] = value;
    }
    return overrides;
  } catch {
    return {};
  }
}

/** Whether a flag is on: a valid local override, else its default. */
export function isFeatureEnabled(flag: FeatureFlag): boolean {
  return readOverrides()[flag] ?? FEATURE_FLAG_DEFAULTS[flag];
}
