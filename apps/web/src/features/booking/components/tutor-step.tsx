import { useQuery } from "@tanstack/react-query";
import { Clock, Globe } from "lucide-react";
import { Link } from "react-router";
import { NoResultsIllustration } from "@/components/illustrations/no-results";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { isApiError } from "@/lib/api-client";
import { subjectTutorsQueryOptions } from "../api/list-subject-tutors";
import { StepError, StepFrame, StepLoading } from "./step-frame";

/** /book/{subject}: the approved tutors teaching it. */
export function TutorStep({ slug }: { slug: string }) {
  const query = useQuery(subjectTutorsQueryOptions(slug));
  const back = { to: "/book", label: "All subjects" };
  if (query.isError && isApiError(query.error, 404, 400)) {
    return (
      <StepFrame step={1} title="Choose a tutor" back={back}>
        <EmptyState
          illustration={NoResultsIllustration}
          title="No tutor teaches this subject yet"
          action={
            <Link to="/book" className={buttonClasses({ variant: "outline" })}>
              See every subject
            </Link>
          }
        />
      </StepFrame>
    );
  }
  return (
    <StepFrame
      step={1}
      title={query.data ? `${query.data.subject.name} tutors` : "Choose a tutor"}
      lead="Every tutor here has been reviewed by our team."
      back={back}
    >
      {query.isPending ? (
        <StepLoading label="Loading tutors" />
      ) : query.isError ? (
        <StepError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {query.data.tutors.map((tutor) => (
            <li
              key={tutor.id}
              className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800"
                >
                  {tutor.name.charAt(0)}
                </span>
                <div className="grid">
                  <h2 className="font-semibold text-slate-900">{tutor.name}</h2>
                  <p className="text-sm text-slate-600">{tutor.subjects.join(" · ")}</p>
                </div>
              </div>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden className="size-4" /> {tutor.hours_per_week} hours a week
                </span>
                <span className="inline-flex items-center gap-1">
                  <Globe aria-hidden className="size-4" /> Based in {tutor.time_zone.replace(/_/g, " ")}
                </span>
              </p>
              <Link
                to={`/book/${slug}/${tutor.id}`}
                className={buttonClasses({ className: "w-full sm:w-fit" })}
                aria-label={`See ${tutor.name}'s free times`}
              >
                See free times
              </Link>
            </li>
          ))}
        </ul>
      )}
    </StepFrame>
  );
}
