import { type Availability, BOOKING_LIMITS } from "@app/contract/booking";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-client";
import { availabilityQueryOptions } from "../api/get-availability";
import { saveAvailability } from "../api/save-availability";
import { zoneLabel } from "../lib/format";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const fieldClass =
  "h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600";

let keys = 0;
/** A stable key for a window row while it is edited. */
const nextKey = () => {
  keys += 1;
  return keys;
};

const toList = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

function zones(current: string): string[] {
  const all =
    (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
  return [...new Set([current, zoneLabel(), "UTC", ...all])];
}

/** The tutor's weekly hours on their own clock, subjects and days off (`/tutor?view=availability`). */
export function AvailabilityEditor() {
  const query = useQuery(availabilityQueryOptions());
  if (query.isPending) return <Skeleton className="h-96" />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  return <AvailabilityForm initial={query.data} />;
}

function AvailabilityForm({ initial }: { initial: Availability }) {
  const queryClient = useQueryClient();
  const [timeZone, setTimeZone] = useState(initial.subjects.length ? initial.time_zone : zoneLabel());
  const [subjects, setSubjects] = useState(initial.subjects.join(", "));
  const [windows, setWindows] = useState(() => initial.windows.map((w) => ({ ...w, key: nextKey() })));
  const [daysOff, setDaysOff] = useState(initial.days_off);
  const [newDayOff, setNewDayOff] = useState("");
  const [bio, setBio] = useState(initial.bio);
  const [languages, setLanguages] = useState(initial.languages.join(", "));
  const [ageMin, setAgeMin] = useState(initial.age_min === null ? "" : String(initial.age_min));
  const [ageMax, setAgeMax] = useState(initial.age_max === null ? "" : String(initial.age_max));
  const mutation = useMutation({
    mutationFn: () =>
      saveAvailability({
        time_zone: timeZone,
        subjects: toList(subjects),
        windows: windows.map(({ weekday, start, end }) => ({ weekday, start, end })),
        days_off: daysOff,
        bio,
        languages: toList(languages),
        age_min: ageMin.trim() === "" ? null : Number(ageMin),
        age_max: ageMax.trim() === "" ? null : Number(ageMax),
      }),
    onSuccess: (saved) => queryClient.setQueryData(availabilityQueryOptions().queryKey, saved),
  });
  const details = isApiError(mutation.error) ? mutation.error.details : {};
  function submit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate();
  }
  const setWindow = (i: number, patch: Partial<Availability["windows"][number]>) =>
    setWindows((all) => all.map((w, j) => (j === i ? { ...w, ...patch } : w)));
  return (
    <form aria-label="Availability" onSubmit={submit} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Where and what you teach</CardTitle>
          <CardDescription>Families see your free times converted to their own time zone.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor="availability-zone">Your time zone</Label>
            <select
              id="availability-zone"
              className={fieldClass}
              value={timeZone}
              onChange={(e) => setTimeZone(e.target.value)}
            >
              {zones(timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, " ")}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="availability-subjects">Subjects (comma-separated)</Label>
            <Input
              id="availability-subjects"
              value={subjects}
              onChange={(e) => setSubjects(e.target.value)}
              aria-invalid={details.subjects ? true : undefined}
            />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Your card for families</CardTitle>
          <CardDescription>What families read before they choose you on the booking page.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1 sm:col-span-2">
            <Label htmlFor="availability-bio">Short bio</Label>
            <Textarea
              id="availability-bio"
              rows={3}
              maxLength={BOOKING_LIMITS.bioMax}
              value={bio}
              onChange={(e) => setBio(e.target.value)}
              aria-invalid={details.bio ? true : undefined}
            />
          </div>
          <div className="grid gap-1 sm:col-span-2">
            <Label htmlFor="availability-languages">Languages you teach in (comma-separated)</Label>
            <Input
              id="availability-languages"
              value={languages}
              onChange={(e) => setLanguages(e.target.value)}
              aria-invalid={details.languages ? true : undefined}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="availability-age-min">Youngest learner's age</Label>
            <Input
              id="availability-age-min"
              type="number"
              min={BOOKING_LIMITS.ageMin}
              max={BOOKING_LIMITS.ageMax}
              step={1}
              value={ageMin}
              onChange={(e) => setAgeMin(e.target.value)}
              aria-invalid={details.age_min ? true : undefined}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="availability-age-max">Oldest learner's age</Label>
            <Input
              id="availability-age-max"
              type="number"
              min={BOOKING_LIMITS.ageMin}
              max={BOOKING_LIMITS.ageMax}
              step={1}
              value={ageMax}
              onChange={(e) => setAgeMax(e.target.value)}
              aria-invalid={details.age_max ? true : undefined}
            />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Weekly hours</CardTitle>
          <CardDescription>Lessons start on the half hour and end inside a window.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {windows.length === 0 && (
            <p className="text-sm text-slate-600">No hours yet: nobody can book you.</p>
          )}
          {windows.map((w, i) => (
            <fieldset key={w.key} className="flex flex-wrap items-end gap-2">
              <legend className="sr-only">Window {i + 1}</legend>
              <label className="grid gap-1 text-sm">
                Day
                <select
                  className={fieldClass}
                  value={w.weekday}
                  onChange={(e) => setWindow(i, { weekday: Number(e.target.value) })}
                >
                  {WEEKDAYS.map((day, d) => (
                    <option key={day} value={d + 1}>
                      {day}
                    </option>
                  ))}
                </select>
              </label>
              <label className="grid gap-1 text-sm">
                From
                <input
                  type="time"
                  step={1800}
                  className={fieldClass}
                  value={w.start}
                  onChange={(e) => setWindow(i, { start: e.target.value })}
                />
              </label>
              <label className="grid gap-1 text-sm">
                To
                <input
                  type="time"
                  step={1800}
                  className={fieldClass}
                  value={w.end === "24:00" ? "23:59" : w.end}
                  onChange={(e) =>
                    setWindow(i, { end: e.target.value === "23:59" ? "24:00" : e.target.value })
                  }
                />
              </label>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${WEEKDAYS[w.weekday - 1]} ${w.start}–${w.end}`}
                onClick={() => setWindows((all) => all.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </fieldset>
          ))}
          <Button
            variant="outline"
            className="w-fit"
            onClick={() =>
              setWindows((all) => [...all, { weekday: 1, start: "16:00", end: "19:00", key: nextKey() }])
            }
          >
            <Plus aria-hidden className="size-4" /> Add hours
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Days off</CardTitle>
          <CardDescription>No lesson can be booked on these dates (your calendar).</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <Label htmlFor="availability-day-off">Date</Label>
              <Input
                id="availability-day-off"
                type="date"
                value={newDayOff}
                onChange={(e) => setNewDayOff(e.target.value)}
              />
            </div>
            <Button
              variant="outline"
              disabled={!newDayOff || daysOff.includes(newDayOff)}
              onClick={() => {
                setDaysOff((all) => [...all, newDayOff].sort());
                setNewDayOff("");
              }}
            >
              Add day off
            </Button>
          </div>
          {daysOff.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {daysOff.map((day) => (
                <li
                  key={day}
                  className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm"
                >
                  {day}
                  <button
                    type="button"
                    aria-label={`Remove day off ${day}`}
                    className="rounded-full p-1 hover:bg-slate-200"
                    onClick={() => setDaysOff((all) => all.filter((d) => d !== day))}
                  >
                    <Trash2 aria-hidden className="size-3" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {mutation.isError && (
        <Alert tone="error" title="Not saved">
          {Object.values(details).flat()[0] ?? mutation.error.message}
        </Alert>
      )}
      {mutation.isSuccess && <Alert tone="success">Saved. Families now see these hours.</Alert>}
      <Button type="submit" className="w-fit" isBusy={mutation.isPending}>
        Save availability
      </Button>
    </form>
  );
}
