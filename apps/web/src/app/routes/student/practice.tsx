import { parseTemplateId } from "@app/contract/learning";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams, useSearchParams } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { InvalidTemplateId } from "@/features/materials/components/material-states";
import { answerSetQueryOptions, type PracticeSource } from "@/features/practice/api/open-answer-set";
import { PracticeSession } from "@/features/practice/components/practice-session";
import { AskTutorLauncher } from "@/features/tutor/components/ask-tutor-launcher";
import { loadMathRenderer } from "@/shared/math/lib/load-math-renderer";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

void loadMathRenderer().catch(() => {});

/** /student/practice/{id}: a practice session over a material's (or, with ?source=path, a path's) questions. */
export default function PracticePage() {
  const { id = "" } = useParams();
  const [searchParams] = useSearchParams();
  const source: PracticeSource = searchParams.get("source") === "path" ? "path" : "material";
  const practiceId = parseTemplateId(id);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      {practiceId === null ? (
        <InvalidTemplateId backHref="/student" backLabel="Back to your dashboard" />
      ) : (
        <PracticeLoader key={`${source}:${practiceId}`} id={practiceId} source={source} />
      )}
    </div>
  );
}

function PracticeLoader({ id, source }: { id: number; source: PracticeSource }) {
  const { studentId } = useActiveStudent();
  const session = useQuery(answerSetQueryOptions({ kind: "practice", source, id }, studentId));
  const backHref = source === "path" ? `/student/learning-paths/${id}` : `/student/material/${id}`;
  const backLabel = source === "path" ? "Back to the learning path" : "Back to the material";

  if (session.isPending) {
    return (
      <div role="status" aria-label="Loading the practice" className="grid gap-4">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-2" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  if (session.isError) {
    return (
      <>
        <PageIntro title="Practice" />
        <Alert tone="error" title="Failed to fetch practice questions">
          <p>{session.error.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void session.refetch()}>
            Try again
          </Button>
        </Alert>
      </>
    );
  }
  const { set_id, title, items, review_count } = session.data;
  return (
    <>
      <PageIntro title={`Practice: ${title}`}>
        <p className="text-base">
          {items.length === 0
            ? "There are no questions to practise here yet."
            : `${items.length} questions${review_count > 0 ? `, ${review_count} of them due for review` : ""}. Enter checks, H shows the hint.`}
        </p>
      </PageIntro>
      {items.length === 0 ? (
        <Link to={backHref} className={buttonClasses({ variant: "outline", className: "w-fit" })}>
          {backLabel}
        </Link>
      ) : (
        <>
          <PracticeSession
            setId={set_id}
            kind="practice"
            studentId={studentId}
            items={items.map((item, index) => ({
              key: `${index}:${item.material_id}:${item.question.id}`,
              materialId: item.material_id,
              materialTitle: item.material_title,
              question: item.question,
              isReview: item.is_review,
            }))}
          />
          {source === "material" && (
            <AskTutorLauncher
              className="w-fit"
              materialId={id}
              questions={items
                .filter((item) => item.material_id === id)
                .map((item, i) => ({ id: item.question.id, label: `Question ${i + 1}` }))}
            />
          )}
          <Link to={backHref} className="w-fit text-sm font-medium text-brand-700 hover:underline">
            {backLabel}
          </Link>
        </>
      )}
    </>
  );
}
