import type { BookedLesson } from "@app/contract/booking";
import { useMutation } from "@tanstack/react-query";
import { CalendarPlus, Video } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { downloadLessonIcs } from "../api/download-lesson-ics";
import { formatWhen } from "../lib/format";
import { CancelLessonButton, RescheduleLessonButton } from "./lesson-actions";

const STATUS_TONE = {
  scheduled: "Booked",
  completed: "Done",
  cancelled: "Cancelled",
} as const;

/** One lesson with what can be done with it: join, add to a calendar, move, cancel. */
export function LessonCard({
  lesson,
  asAdmin = false,
  showStudent = false,
}: {
  lesson: BookedLesson;
  asAdmin?: boolean;
  showStudent?: boolean;
}) {
  const ics = useMutation({
    mutationFn: () => downloadLessonIcs(lesson.id),
    onError: (error) =>
      toast({ title: "No calendar file", description: error.message, variant: "destructive" }),
  });
  const isUpcoming = lesson.status === "scheduled" && new Date(lesson.datetime).getTime() > Date.now();
  return (
    <article
      aria-label={lesson.title}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto]"
    >
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{lesson.title}</h3>
          <Badge>{lesson.type === "group" ? "Group" : "One-to-one"}</Badge>
          {lesson.status !== "scheduled" && <Badge>{STATUS_TONE[lesson.status]}</Badge>}
        </div>
        <p className="text-sm text-slate-700">
          {formatWhen(lesson.datetime)} · {lesson.duration} min
          {lesson.tutor ? ` · ${lesson.tutor}` : ""}
          {showStudent ? ` · ${lesson.student_name}` : ""}
        </p>
      </div>
      {lesson.status === "scheduled" && (
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          {isUpcoming && lesson.join_url && !asAdmin && (
            <a
              href={lesson.join_url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex h-9 items-center gap-1 rounded-md bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
            >
              <Video aria-hidden className="size-4" /> Join
            </a>
          )}
          {!asAdmin && (
            <Button variant="ghost" size="sm" onClick={() => ics.mutate()} isBusy={ics.isPending}>
              <CalendarPlus aria-hidden className="size-4" /> .ics
            </Button>
          )}
          {isUpcoming && <RescheduleLessonButton lesson={lesson} asAdmin={asAdmin} />}
          {isUpcoming && <CancelLessonButton lesson={lesson} asAdmin={asAdmin} />}
        </div>
      )}
    </article>
  );
}
