import { useQuery } from "@tanstack/react-query";
import { BookOpen, ChevronRight, Users } from "lucide-react";
import { Link } from "react-router";
import { SignpostIllustration } from "@/components/illustrations/signpost";
import { EmptyState } from "@/components/ui/empty-state";
import { bookingSubjectsQueryOptions } from "../api/list-booking-subjects";
import { StepError, StepFrame, StepLoading } from "./step-frame";

const cardClass =
  "flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";

/** /book: the subjects tutors take bookings for, and the group lessons. */
export function SubjectStep() {
  const query = useQuery(bookingSubjectsQueryOptions());
  return (
    <StepFrame
      step={0}
      title="Book a lesson"
      lead="Choose a subject, then a tutor and a time that suits you."
    >
      {query.isPending ? (
        <StepLoading label="Loading subjects" />
      ) : query.isError ? (
        <StepError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState illustration={SignpostIllustration} title="No tutor is taking bookings yet">
          Come back soon: tutors publish their hours here.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.map((subject) => (
            <li key={subject.slug}>
              <Link to={`/book/${subject.slug}`} className={cardClass}>
                <BookOpen aria-hidden className="size-6 shrink-0 text-brand-700" />
                <span className="grid flex-1">
                  <span className="font-semibold text-slate-900">{subject.name}</span>
                  <span className="text-sm text-slate-600">
                    {subject.tutor_count} {subject.tutor_count === 1 ? "tutor" : "tutors"}
                  </span>
                </span>
                <ChevronRight aria-hidden className="size-5 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/book/groups" className={cardClass}>
        <Users aria-hidden className="size-6 shrink-0 text-brand-700" />
        <span className="grid flex-1">
          <span className="font-semibold text-slate-900">Group lessons</span>
          <span className="text-sm text-slate-600">French circles and other small groups: take a seat.</span>
        </span>
        <ChevronRight aria-hidden className="size-5 text-slate-400" />
      </Link>
    </StepFrame>
  );
}
