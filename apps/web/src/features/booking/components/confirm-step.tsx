import type { BookingResponse } from "@app/contract/booking";
import type { LessonDuration } from "@app/domain/booking";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarCheck, CreditCard } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { SignpostIllustration } from "@/components/illustrations/signpost";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { StudentSwitcher } from "@/shared/student/components/student-switcher";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";
import { bookLesson } from "../api/book-lesson";
import { tutorBalanceQueryOptions } from "../api/get-tutor-balance";
import { joinGroupSession } from "../api/join-group-session";
import { clearPendingBooking, type PendingBooking, readPendingBooking } from "../lib/booking-storage";
import { formatWhen } from "../lib/format";
import { StepFrame } from "./step-frame";

export const BILLING_PATH = "/student/settings?view=billing";
export const SCHEDULE_PATH = "/student/schedule";

export interface BookingViewer {
  /** null while signed out. */
  role: "student" | "parent" | "tutor" | "admin" | null;
  isLoading: boolean;
}

/**
 * The family's add-a-child form, given by the page (features do not import each other): a parent
 * without a child adds one on the confirm step, and the booking goes on for that child.
 */
export type AddChildSlot = (onAdded: (studentId: number) => void) => React.ReactNode;

function Summary({ booking }: { booking: PendingBooking }) {
  const rows =
    booking.kind === "lesson"
      ? [
          ["Subject", booking.subject.name],
          ["Tutor", booking.tutor.name],
          ["When", formatWhen(booking.startsAt)],
          ["Length", `${booking.duration} minutes`],
        ]
      : [
          ["Group lesson", booking.title],
          ["When", formatWhen(booking.startsAt)],
          ["Length", `${booking.duration} minutes`],
        ];
  return (
    <dl className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[8rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /book/confirm: the chosen slot, kept across signing in or up; confirm spends one credit. */
export function ConfirmStep({
  viewer,
  onNeedAuth,
  addChild,
}: {
  viewer: BookingViewer;
  onNeedAuth: (to: string) => void;
  addChild: AddChildSlot;
}) {
  const [booking] = useState(() => readPendingBooking());
  const [done, setDone] = useState<BookingResponse | null>(null);
  if (done) return <Booked result={done} />;
  if (!booking) {
    return (
      <StepFrame step={3} title="Confirm your booking">
        <EmptyState
          illustration={SignpostIllustration}
          title="Nothing chosen yet, or that time has passed"
          action={
            <Link to="/book" className={buttonClasses()}>
              Choose a lesson
            </Link>
          }
        />
      </StepFrame>
    );
  }
  const back =
    booking.kind === "lesson"
      ? { to: `/book/${booking.subject.slug}/${booking.tutor.id}`, label: "Pick another time" }
      : { to: "/book/groups", label: "All group lessons" };
  return (
    <StepFrame step={3} title="Confirm your booking" back={back}>
      <Summary booking={booking} />
      {viewer.isLoading ? (
        <Skeleton className="h-24" />
      ) : viewer.role === null ? (
        <section
          aria-label="Sign in to book"
          className="grid gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
        >
          <p className="text-slate-800">Sign in or create a free account to book. We keep your choice.</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => onNeedAuth("/auth/signin")}>Sign in to book</Button>
            <Button variant="outline" onClick={() => onNeedAuth("/auth/signup")}>
              Create an account
            </Button>
          </div>
        </section>
      ) : viewer.role === "student" || viewer.role === "parent" ? (
        <FamilyConfirm booking={booking} onDone={setDone} addChild={addChild} />
      ) : (
        <Alert tone="info">
          Lessons are booked by a student or a parent. Sign in with a family account to book.
        </Alert>
      )}
    </StepFrame>
  );
}

function FamilyConfirm({
  booking,
  onDone,
  addChild,
}: {
  booking: PendingBooking;
  onDone: (r: BookingResponse) => void;
  addChild: AddChildSlot;
}) {
  const queryClient = useQueryClient();
  const { students, student, studentId, isParentView, isLoading, selectStudent } = useActiveStudent();
  const balance = useQuery(tutorBalanceQueryOptions(studentId));
  const mutation = useMutation({
    mutationFn: () =>
      booking.kind === "lesson"
        ? bookLesson({
            tutor_id: booking.tutor.id,
            starts_at: booking.startsAt,
            duration: booking.duration as LessonDuration,
            subject: booking.subject.name,
            ...(isParentView && studentId ? { student_id: studentId } : {}),
          })
        : joinGroupSession(booking.sessionId, isParentView ? studentId : null),
    onSuccess: (result) => {
      clearPendingBooking();
      void queryClient.invalidateQueries();
      onDone(result);
    },
  });
  if (isLoading) return <Skeleton className="h-24" />;
  // A parent without a child: nobody to book for yet, so add one here and carry on (issue 21).
  if (students.length === 0) {
    return (
      <section
        aria-labelledby="booking-add-child"
        className="grid gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
      >
        <h2 id="booking-add-child" className="text-lg font-semibold text-slate-900">
          Who is this lesson for?
        </h2>
        <p className="text-slate-800">
          Lessons belong to a child's profile. Add your child now; your chosen time is kept.
        </p>
        <div className="rounded-lg border border-slate-200 bg-white p-4">{addChild(selectStudent)}</div>
      </section>
    );
  }
  if (balance.isPending) return <Skeleton className="h-24" />;
  const credits = balance.data ?? 0;
  const who = isParentView ? (student?.firstName ?? "your child") : "you";
  return (
    <section aria-label="Confirm" className="grid gap-4">
      {isParentView && (
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-slate-700">Booking for</span>
          <StudentSwitcher students={students} selected={student} onSelect={selectStudent} />
        </div>
      )}
      <p className="flex items-center gap-2 text-slate-800" data-testid="tutor-credit-balance">
        <CreditCard aria-hidden className="size-5 text-brand-700" />
        {isParentView ? `${who} has` : "You have"} {credits} tutor-session{" "}
        {credits === 1 ? "credit" : "credits"}.{credits > 0 && " Booking uses one."}
      </p>
      {credits === 0 ? (
        <Alert tone="info" title="Buy credits to book">
          <p>
            Each lesson uses one tutor-session credit. Buy a package, then come back: your choice is kept.
          </p>
          <Link to={BILLING_PATH} className={buttonClasses({ className: "mt-3" })}>
            Buy credits
          </Link>
        </Alert>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => mutation.mutate()} isBusy={mutation.isPending} busyLabel="Booking…">
            Confirm booking
          </Button>
        </div>
      )}
      {mutation.isError && (
        <Alert
          tone="error"
          title={isApiError(mutation.error, 409) ? "That time was just taken" : "Not booked"}
        >
          {mutation.error.message}
        </Alert>
      )}
      <p className="text-sm text-slate-600">
        Cancelling 24 hours or more before the start gives the credit back; later cancellations do not.
      </p>
    </section>
  );
}

function Booked({ result }: { result: BookingResponse }) {
  const { lesson } = result;
  return (
    <div className="grid justify-items-start gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
      <CalendarCheck aria-hidden className="size-10 text-emerald-700" />
      <h1 className="text-2xl font-semibold text-slate-900">Booked!</h1>
      <p className="text-slate-800">
        {lesson.title} on {formatWhen(lesson.datetime)} for {lesson.duration} minutes. A confirmation is on
        its way by e-mail. {result.balance} tutor-session {result.balance === 1 ? "credit" : "credits"} left.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={SCHEDULE_PATH} className={buttonClasses()}>
          See your schedule
        </Link>
        <Link to="/book" className={buttonClasses({ variant: "outline" })}>
          Book another
        </Link>
      </div>
    </div>
  );
}
