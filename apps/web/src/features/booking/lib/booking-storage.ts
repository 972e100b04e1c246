import { z } from "zod";
import { readLocal, removeLocal, STORAGE_KEYS, writeLocal } from "@/lib/storage";

/**
 * The booking a visitor chose, kept under spec 9's `booking-storage` so signing in or signing up
 * midway loses nothing: a one-to-one slot, or a seat in a group lesson.
 */
const pendingBookingSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("lesson"),
    subject: z.object({ slug: z.string(), name: z.string() }),
    tutor: z.object({ id: z.string(), name: z.string() }),
    startsAt: z.string(),
    duration: z.number(),
  }),
  z.object({
    kind: z.literal("group"),
    sessionId: z.number(),
    title: z.string(),
    startsAt: z.string(),
    duration: z.number(),
  }),
]);
export type PendingBooking = z.infer<typeof pendingBookingSchema>;

/** The stored choice, or null when there is none, it is unreadable, or its time has passed. */
export function readPendingBooking(now = Date.now()): PendingBooking | null {
  const raw = readLocal(STORAGE_KEYS.booking);
  if (!raw) return null;
  try {
    const parsed = pendingBookingSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || new Date(parsed.data.startsAt).getTime() <= now) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

export function savePendingBooking(booking: PendingBooking): void {
  writeLocal(STORAGE_KEYS.booking, JSON.stringify(booking));
}

export function clearPendingBooking(): void {
  removeLocal(STORAGE_KEYS.booking);
}
