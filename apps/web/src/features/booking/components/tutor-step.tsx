import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { NoResultsIllustration } from "@/components/illustrations/no-results";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { isApiError } from "@/lib/api-client";
import { subjectTutorsQueryOptions } from "../api/list-subject-tutors";
import { StepError, StepFrame, StepLoading } from "./step-frame";
import { TutorCard } from "./tutor-card";

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
            <TutorCard key={tutor.id} tutor={tutor} slug={slug} />
          ))}
        </ul>
      )}
    </StepFrame>
  );
}
