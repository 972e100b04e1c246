import { parseTemplateId } from "@app/contract/learning";
import { buildDeckScene } from "@app/domain/scene/rooms";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { InvalidTemplateId } from "@/features/materials/components/material-states";
import { useStudentMaterial } from "@/features/materials/hooks/use-student-material";
import { answerSetQueryOptions } from "@/features/practice/api/open-answer-set";
import { PracticeSession } from "@/features/practice/components/practice-session";
import { SceneView } from "@/features/spaces-3d/components/scene-view";
import { MathMarkdown } from "@/shared/math/components/math-markdown";

/**
 * /student/material/{id}/3d (issue 27): the material's deck as cards standing around you, and its
 * questions answered beside them through the same answer set, evaluator and XP as the 2D page.
 */
export default function Material3dPage() {
  const { id = "" } = useParams();
  const materialId = parseTemplateId(id);
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-3 py-5 sm:px-6 sm:py-8">
      {materialId === null ? (
        <InvalidTemplateId backHref="/student/library-3d" backLabel="Back to the 3D library" />
      ) : (
        <Material3d key={materialId} materialId={materialId} />
      )}
    </div>
  );
}

function Material3d({ materialId }: { materialId: number }) {
  const { studentId, template } = useStudentMaterial(materialId);
  const set = useQuery(
    answerSetQueryOptions({ kind: "practice", source: "material", id: materialId }, studentId),
  );
  const [cardIndex, setCardIndex] = useState(0);

  if (template.isPending) {
    return (
      <div role="status" aria-label="Loading the lesson" className="grid gap-3">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="aspect-[16/10] w-full rounded-xl" />
      </div>
    );
  }
  if (template.isError) {
    return (
      <Alert tone="error" title="Failed to load the lesson">
        <p>{template.error.message}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void template.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const lesson = template.data;
  const cards =
    lesson.deck_structure.length > 0
      ? lesson.deck_structure
      : [{ title: lesson.title, body: lesson.summary ?? "" }];
  const scene = buildDeckScene(lesson.title, cards, "standard");
  const card = cards[Math.min(cardIndex, cards.length - 1)]!;
  let practice: ReactNode = null;
  if (set.isPending) practice = <Skeleton className="h-40 rounded-xl" />;
  else if (set.isError) {
    practice = (
      <Alert tone="error" title="Failed to fetch practice questions">
        {set.error.message}
      </Alert>
    );
  } else if (set.data.items.length > 0) {
    practice = (
      <PracticeSession
        setId={set.data.set_id}
        kind="practice"
        studentId={studentId}
        items={set.data.items.map((item, index) => ({
          key: `${index}:${item.material_id}:${item.question.id}`,
          materialId: item.material_id,
          materialTitle: item.material_title,
          question: item.question,
          isReview: item.is_review,
        }))}
      />
    );
  }
  return (
    <>
      <PageIntro title={`${lesson.title} in 3D`}>
        <p className="text-base">
          The lesson's cards stand around you: pick one to read it, then answer the questions below.{" "}
          <Link to={`/student/material/${materialId}`} className="font-medium text-brand-700 hover:underline">
            Open the 2D page instead
          </Link>
        </p>
      </PageIntro>
      <SceneView
        scene={{
          ...scene,
          interactives: scene.interactives.map((i, n) => ({ ...i, isHighlighted: n === cardIndex })),
        }}
        listHeading="Cards"
        onActivate={(item) => setCardIndex(Number(item.id.replace("card-", "")) || 0)}
        panel={
          <section
            aria-label="The card you are reading"
            className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 className="text-base font-semibold text-slate-900">{card.title}</h2>
            <MathMarkdown source={card.body} />
          </section>
        }
      />
      <section aria-label="Questions" className="grid gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Questions</h2>
        {practice ?? <p className="text-slate-600">This lesson has no questions yet.</p>}
      </section>
    </>
  );
}
