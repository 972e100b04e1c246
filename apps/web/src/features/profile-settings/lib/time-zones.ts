/** Time zones most of our students live in, west to east; the profile form offers these. */
export const COMMON_TIME_ZONES = [
  "Pacific/Honolulu",
  "America/Anchorage",
  "America/Los_Angeles",
  "America/Denver",
  "America/Chicago",
  "America/Mexico_City",
  "America/New_York",
  "America/Toronto",
  "America/Sao_Paulo",
  "UTC",
  "Europe/London",
  "Europe/Dublin",
  "Europe/Lisbon",
  "Africa/Lagos",
  "Europe/Paris",
  "Europe/Madrid",
  "Europe/Berlin",
  "Europe/Rome",
  "Africa/Johannesburg",
  "Africa/Cairo",
  "Europe/Athens",
  "Africa/Nairobi",
  "Europe/Istanbul",
  "Asia/Dubai",
  "Asia/Karachi",
  "Asia/Kolkata",
  "Asia/Bangkok",
  "Asia/Singapore",
  "Asia/Shanghai",
  "Asia/Tokyo",
  "Australia/Sydney",
  "Pacific/Auckland",
] as const;

/** The device's time zone, or null when the browser does not say. */
export function getDeviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** The zones to offer: the common ones, plus the current value and the device's zone when missing. */
export function listTimeZoneOptions(current: string | null): string[] {
  const zones: string[] = [...COMMON_TIME_ZONES];
  for (const extra of [current, getDeviceTimeZone()]) {
    if (extra && !zones.includes(extra)) zones.unshift(extra);
  }
  return zones;
}

/** "Europe/Paris" → "Paris (Europe)", "UTC" stays. */
export function labelTimeZone(zone: string): string {
  const parts = zone.split("/");
  if (parts.length < 2) return zone;
  const city = parts.at(-1)!.replaceAll("_", " ");
  return `${city} (${parts[0]})`;
}
