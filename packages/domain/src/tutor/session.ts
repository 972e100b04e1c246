/*
 * A tutor session is a conversation with a start (decisions.md 3): starting one spends one
 * ai-session credit, and it stays open while the student keeps talking. After two quiet hours it
 * has ended, so one credit is one sitting, not every conversation ever after.
 */
export const TUTOR_SESSION_IDLE_MINUTES = 120;

export function isTutorSessionOpen(lastTurnAt: Date, now: Date): boolean {
  return now.getTime() - lastTurnAt.getTime() < TUTOR_SESSION_IDLE_MINUTES * 60_000;
}

/** Turns one student may take per minute, and per day (decision 052). */
export const TUTOR_TURNS_PER_MINUTE = 12;
export const TUTOR_TURNS_PER_DAY = 300;
