import { parseTemplateId } from "@app/contract/learning";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { Button } from "@/components/ui/button";
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
import { useStudentMaterial } from "@/features/materials/hooks/use-student-material";
import { MathMarkdown } from "@/features/math/components/math-markdown";
import { loadMathRenderer } from "@/features/math/lib/load-math-renderer";

void loadMathRenderer().catch(() => {});

const BACK = { backHref: "/student/library", backLabel: "Back to the library" };

/** /student/material-v2/{id}: the deck-first layout (spec 2.3). */
export default function MaterialDeckFirstPage() {
  const { id = "" } = useParams();
  const materialId = parseTemplateId(id);
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      {materialId === null ? (
        <InvalidTemplateId {...BACK} />
      ) : (
        <DeckFirstMaterial key={materialId} materialId={materialId} />
      )}
    </div>
  );
}

function DeckFirstMaterial({ materialId }: { materialId: number }) {
  const { studentId, template, progress, evaluator } = useStudentMaterial(materialId);
  const [cardIndex, setCardIndex] = useState(0);
  const [stage, setStage] = useState<"deck" | "practice">("deck");

  if (template.isPending) return <MaterialSkeleton />;
  if (template.isError)
    return <MaterialLoadError error={template.error} onRetry={() => void template.refetch()} {...BACK} />;

  const material = template.data;
  const cards = material.deck_structure;
  const questions = material.practice.questions;
  const isDeckStage = stage === "deck" && cards.length > 0;
  const toPractice = () => {
    setStage("practice");
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <MaterialHeader
        material={material}
        prerequisiteHref={(id) => `/student/material-v2/${id}`}
        actions={<MaterialViews materialId={materialId} />}
      />
      {isDeckStage ? (
        <>
          <DeckStepper
            cards={cards}
            index={cardIndex}
            onIndexChange={setCardIndex}
            onCardSeen={progress.markCardSeen}
            seen={progress.progress?.cards_seen ?? []}
            hasPageKeys
            isLarge
            onFinish={toPractice}
            finishLabel={questions.length > 0 ? "On to practice" : "Finish deck"}
          />
          <details className="rounded-xl border border-slate-200 bg-white p-4 text-slate-800 shadow-sm">
            <summary className="cursor-pointer font-medium text-slate-900">Read the whole lesson</summary>
            <MathMarkdown source={material.body} className="mt-3" />
          </details>
        </>
      ) : (
        <>
          {cards.length > 0 && (
            <Button variant="ghost" className="w-fit" onClick={() => setStage("deck")}>
              <ArrowLeft aria-hidden className="size-4" />
              Back to the cards
            </Button>
          )}
          <MaterialPractice
            questions={questions}
            evaluator={evaluator}
            recordAnswer={progress.recordAnswer}
            answeredCount={progress.progress?.unique_questions_answered}
          />
          <Card>
            <CardContent className="grid gap-5 sm:grid-cols-2">
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
        </>
      )}
    </>
  );
}
