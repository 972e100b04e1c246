import type { FreeSlot } from "@app/contract/booking";
import { LESSON_DURATIONS } from "@app/domain/booking";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { freeSlotsQueryOptions } from "../api/get-free-slots";
import { subjectTutorsQueryOptions } from "../api/list-subject-tutors";
import { savePendingBooking } from "../lib/booking-storage";
import { formatDay, zoneLabel } from "../lib/format";
import { StepError, StepFrame } from "./step-frame";

const DAY_MS = 86_400_000;

/** The seven viewer-calendar days from `from`, "YYYY-MM-DD" each. */
function daysFrom(from: Date): string[] {
  const fmt = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });
  return Array.from({ length: 7 }, (_, i) => fmt.format(new Date(from.getTime() + i * DAY_MS)));
}

/** /book/{subject}/{tutorId}: a week of the tutor's free slots on the viewer's clock. */
export function SlotStep({ slug, tutorId }: { slug: string; tutorId: string }) {
  const navigate = useNavigate();
  const [duration, setDuration] = useState<number>(60);
  const [week, setWeek] = useState(0);
  // The week starts at the viewer's midnight today, so a day's column is whole.
  const [today] = useState(() => {
    const d = new Date();
    d.setHours(0, 0, 0, 0);
    return d;
  });
  const from = new Date(today.getTime() + week * 7 * DAY_MS);
  const slots = useQuery(freeSlotsQueryOptions(tutorId, { from: from.toISOString(), duration }));
  const tutors = useQuery(subjectTutorsQueryOptions(slug));
  const subjectName = tutors.data?.subject.name ?? slug;
  const tutor = slots.data?.tutor;
  const byDay = new Map<string, FreeSlot[]>();
  for (const slot of slots.data?.slots ?? []) byDay.set(slot.date, [...(byDay.get(slot.date) ?? []), slot]);

  function choose(slot: FreeSlot) {
    if (!tutor) return;
    savePendingBooking({
      kind: "lesson",
      subject: { slug, name: subjectName },
      tutor: { id: tutor.id, name: tutor.name },
      startsAt: slot.starts_at,
      duration,
    });
    void navigate("/book/confirm");
  }

  return (
    <StepFrame
      step={2}
      title={tutor ? `Pick a time with ${tutor.name}` : "Pick a time"}
      lead={
        <>
          Times are shown in your time zone ({zoneLabel().replace(/_/g, " ")}). Lessons are booked 12 hours to
          60 days ahead.
        </>
      }
      back={{ to: `/book/${slug}`, label: `${subjectName} tutors` }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">Lesson length</legend>
          {LESSON_DURATIONS.map((minutes) => (
            <label
              key={minutes}
              className={cn(
                "cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                duration === minutes
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
              )}
            >
              <input
                type="radio"
                name="duration"
                value={minutes}
                checked={duration === minutes}
                onChange={() => setDuration(minutes)}
                className="sr-only"
              />
              {minutes} min
            </label>
          ))}
        </fieldset>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => setWeek((w) => w - 1)} disabled={week === 0}>
            <ChevronLeft aria-hidden className="size-4" /> Previous week
          </Button>
          <Button variant="outline" size="sm" onClick={() => setWeek((w) => w + 1)} disabled={week >= 8}>
            Next week <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
      {slots.isError ? (
        <StepError error={slots.error} onRetry={() => void slots.refetch()} />
      ) : (
        <section
          aria-label="Free times this week"
          aria-busy={slots.isPending}
          className="grid gap-3 md:grid-cols-7"
        >
          {daysFrom(from).map((day) => {
            const free = byDay.get(day) ?? [];
            return (
              <div
                key={day}
                className="grid content-start gap-2 rounded-xl border border-slate-200 bg-white p-3"
              >
                <h2 className="text-sm font-semibold text-slate-900">{formatDay(day, "short")}</h2>
                {slots.isPending ? (
                  <span className="h-8 animate-pulse rounded bg-slate-100" />
                ) : free.length === 0 ? (
                  <p className="text-xs text-slate-500">No free times</p>
                ) : (
                  <ul className="flex flex-wrap gap-2 md:grid">
                    {free.map((slot) => (
                      <li key={slot.starts_at}>
                        <button
                          type="button"
                          onClick={() => choose(slot)}
                          aria-label={`${formatDay(day)} at ${slot.time}`}
                          className="w-full rounded-md border border-brand-200 bg-brand-50 px-2 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                        >
                          {slot.time}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </section>
      )}
      {slots.data && slots.data.slots.length === 0 && (
        <p role="status" className="text-sm text-slate-600">
          No free times this week. Try the next week or another length.
        </p>
      )}
    </StepFrame>
  );
}
