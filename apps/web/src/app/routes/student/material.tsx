import { parseTemplateId } from "@app/contract/learning";
import { Repeat } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CompleteMaterial } from "@/features/materials/components/complete-material";
import { DeckStepper } from "@/features/materials/components/deck-stepper";
import { MaterialHeader } from "@/features/materials/components/material-header";
import { MaterialPractice } from "@/features/materials/components/material-practice";
import {
  InvalidTemplateId,
  MaterialLoadError,
  MaterialSkeleton,
} from "@/features/materials/components/material-states";
import { MaterialViews } from "@/features/materials/components/material-views";
import { ProgressPanel } from "@/features/materials/components/progress-panel";
import { WorkedExamples } from "@/features/materials/components/worked-examples";
import { useStudentMaterial } from "@/features/materials/hooks/use-student-material";
import { MathMarkdown } from "@/features/math/components/math-markdown";
import { loadMathRenderer } from "@/features/math/lib/load-math-renderer";

// The page is all math: fetch the renderer alongside the material, not after it.
void loadMathRenderer().catch(() => {});

const BACK = { backHref: "/student/library", backLabel: "Back to the library" };

/** /student/material/{id}: the standard material page (spec 2.3). */
export default function MaterialPage() {
  const { id = "" } = useParams();
  const materialId = parseTemplateId(id);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      {materialId === null ? (
        <InvalidTemplateId {...BACK} />
      ) : (
        <StandardMaterial key={materialId} materialId={materialId} />
      )}
    </div>
  );
}

function StandardMaterial({ materialId }: { materialId: number }) {
  const { studentId, template, progress, evaluator } = useStudentMaterial(materialId);
  const [cardIndex, setCardIndex] = useState(0);

  if (template.isPending) return <MaterialSkeleton />;
  if (template.isError)
    return <MaterialLoadError error={template.error} onRetry={() => void template.refetch()} {...BACK} />;

  const material = template.data;
  const questions = material.practice.questions;
  const cards = material.deck_structure;
  return (
    <>
      <MaterialHeader
        material={material}
        prerequisiteHref={(id) => `/student/material/${id}`}
        actions={<MaterialViews materialId={materialId} />}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 content-start gap-10">
          <section aria-label="Lesson">
            <MathMarkdown source={material.body} className="text-base text-slate-800 sm:text-[1.0625rem]" />
          </section>
          <WorkedExamples examples={material.examples} />
          {cards.length > 0 && (
            <section aria-labelledby="deck-heading" className="grid gap-3">
              <h2 id="deck-heading" className="text-xl font-semibold text-slate-900">
                Key ideas
              </h2>
              <DeckStepper
                cards={cards}
                index={cardIndex}
                onIndexChange={setCardIndex}
                onCardSeen={progress.markCardSeen}
                seen={progress.progress?.cards_seen ?? []}
              />
            </section>
          )}
          <MaterialPractice
            questions={questions}
            evaluator={evaluator}
            recordAnswer={progress.recordAnswer}
            answeredCount={progress.progress?.unique_questions_answered}
          />
        </div>
        <aside className="grid content-start gap-4 lg:sticky lg:top-20 lg:self-start">
          <Card>
            <CardContent className="grid gap-5">
              <ProgressPanel
                progress={progress.progress}
                totalCards={cards.length}
                totalQuestions={questions.length}
                isLoading={progress.query.isPending}
                error={progress.query.error}
              />
              <CompleteMaterial
                materialId={materialId}
                studentId={studentId}
                progress={progress.progress}
                totalCards={cards.length}
                totalQuestions={questions.length}
              />
            </CardContent>
          </Card>
          <Link
            to={`/student/practice/${materialId}`}
            className={buttonClasses({ variant: "outline", className: "w-full" })}
          >
            <Repeat aria-hidden className="size-4" />
            Practise with review
          </Link>
        </aside>
      </div>
    </>
  );
}
