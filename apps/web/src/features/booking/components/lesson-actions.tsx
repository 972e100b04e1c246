import type { BookedLesson, FreeSlot } from "@app/contract/booking";
import { refundsOnCancel } from "@app/domain/booking";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { cn } from "@/lib/cn";
import { cancelLesson } from "../api/cancel-lesson";
import { freeSlotsQueryOptions } from "../api/get-free-slots";
import { rescheduleLesson } from "../api/reschedule-lesson";
import { formatDay, formatWhen, refundNote } from "../lib/format";

/** Cancels a lesson after saying whether the credit comes back (decisions.md 3). */
export function CancelLessonButton({ lesson, asAdmin = false }: { lesson: BookedLesson; asAdmin?: boolean }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => cancelLesson(lesson.id, asAdmin),
    onSuccess: (result) => {
      setOpen(false);
      void queryClient.invalidateQueries();
      toast({
        title: result.refunded ? "Lesson cancelled, credit refunded" : "Lesson cancelled, no refund",
        description: `${result.balance} tutor-session ${result.balance === 1 ? "credit" : "credits"} left.`,
      });
    },
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Cancel ${lesson.title}`}>
          Cancel
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this lesson?</DialogTitle>
          <DialogDescription>
            {lesson.title}, {formatWhen(lesson.datetime)}.
          </DialogDescription>
        </DialogHeader>
        <Alert tone={refundsOnCancel(new Date(lesson.datetime), new Date()) ? "info" : "error"}>
          {refundNote(lesson.datetime)}
        </Alert>
        {mutation.isError && <Alert tone="error">{mutation.error.message}</Alert>}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep it
          </Button>
          <Button variant="destructive" onClick={() => mutation.mutate()} isBusy={mutation.isPending}>
            Cancel lesson
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Moves a one-to-one lesson to another free slot of its tutor (the next two weeks). */
export function RescheduleLessonButton({
  lesson,
  asAdmin = false,
}: {
  lesson: BookedLesson;
  asAdmin?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<FreeSlot | null>(null);
  const [from] = useState(() => new Date().toISOString());
  const queryClient = useQueryClient();
  const slots = useQuery({
    ...freeSlotsQueryOptions(lesson.tutor_id ?? "", { from, duration: lesson.duration }),
    enabled: open && lesson.tutor_id !== null,
  });
  const mutation = useMutation({
    mutationFn: (startsAt: string) => rescheduleLesson(lesson.id, startsAt, asAdmin),
    onSuccess: (result) => {
      setOpen(false);
      setChoice(null);
      void queryClient.invalidateQueries();
      toast({
        title: `Moved to ${formatWhen(result.lesson.datetime)}`,
        description: result.charged ? "Moved late: one more credit was used." : "Your credit moved with it.",
      });
    },
  });
  if (lesson.type === "group" || !lesson.tutor_id) return null;
  const byDay = new Map<string, FreeSlot[]>();
  for (const slot of slots.data?.slots ?? []) byDay.set(slot.date, [...(byDay.get(slot.date) ?? []), slot]);
  const late = !refundsOnCancel(new Date(lesson.datetime), new Date());
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Reschedule ${lesson.title}`}>
          Reschedule
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Move {lesson.title}</DialogTitle>
          <DialogDescription>
            Now {formatWhen(lesson.datetime)}. Pick a new time with {lesson.tutor ?? "the tutor"} (next 7
            days).
          </DialogDescription>
        </DialogHeader>
        <Alert tone={late ? "error" : "info"}>
          {late
            ? "It is less than 24 hours before the start: this lesson's credit is not refunded and the new time uses another."
            : "It is 24 hours or more before the start: the credit moves with the lesson."}
        </Alert>
        {slots.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading free times…
          </p>
        ) : slots.isError ? (
          <Alert tone="error">{slots.error.message}</Alert>
        ) : byDay.size === 0 ? (
          <p className="text-sm text-slate-600">No free times in the next 7 days.</p>
        ) : (
          <div className="grid max-h-72 gap-3 overflow-y-auto">
            {[...byDay].map(([day, free]) => (
              <fieldset key={day} className="grid gap-2">
                <legend className="text-sm font-semibold text-slate-900">{formatDay(day)}</legend>
                <div className="flex flex-wrap gap-2">
                  {free.map((slot) => (
                    <button
                      key={slot.starts_at}
                      type="button"
                      aria-pressed={choice?.starts_at === slot.starts_at}
                      onClick={() => setChoice(slot)}
                      className={cn(
                        "rounded-md border px-2 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600",
                        choice?.starts_at === slot.starts_at
                          ? "border-brand-700 bg-brand-700 text-white"
                          : "border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100",
                      )}
                    >
                      {slot.time}
                    </button>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        )}
        {mutation.isError && <Alert tone="error">{mutation.error.message}</Alert>}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep the time
          </Button>
          <Button
            disabled={!choice}
            onClick={() => choice && mutation.mutate(choice.starts_at)}
            isBusy={mutation.isPending}
          >
            {choice ? `Move to ${formatWhen(choice.starts_at)}` : "Pick a time"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
