import { parseTemplateId } from "@app/contract/learning";
import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { Card, CardContent } from "@/components/ui/card";
import { CompleteMaterial } from "@/features/materials/components/complete-material";
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
import type { DeckCard } from "@/features/materials/types";
import { MathMarkdown } from "@/features/math/components/math-markdown";
import { loadMathRenderer } from "@/features/math/lib/load-math-renderer";

void loadMathRenderer().catch(() => {});

const BACK = { backHref: "/student/library", backLabel: "Back to the library" };

/** /student/material/{id}/legacy: the plain single-page layout (spec 2.3), everything on one scroll. */
export default function MaterialClassicPage() {
  const { id = "" } = useParams();
  const materialId = parseTemplateId(id);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-6 sm:px-6 lg:py-8">
      {materialId === null ? (
        <InvalidTemplateId {...BACK} />
      ) : (
        <ClassicMaterial key={materialId} materialId={materialId} />
      )}
    </div>
  );
}

function ClassicMaterial({ materialId }: { materialId: number }) {
  const { studentId, template, progress, evaluator } = useStudentMaterial(materialId);

  if (template.isPending) return <MaterialSkeleton />;
  if (template.isError)
    return <MaterialLoadError error={template.error} onRetry={() => void template.refetch()} {...BACK} />;

  const material = template.data;
  const cards = material.deck_structure;
  const questions = material.practice.questions;
  return (
    <>
      <MaterialHeader
        material={material}
        prerequisiteHref={(id) => `/student/material/${id}/legacy`}
        actions={<MaterialViews materialId={materialId} />}
      />
      <MathMarkdown source={material.body} className="text-slate-800" />
      <WorkedExamples examples={material.examples} isAlwaysOpen />
      {cards.length > 0 && (
        <section aria-labelledby="cards-heading" className="grid gap-3">
          <h2 id="cards-heading" className="text-xl font-semibold text-slate-900">
            Key ideas
          </h2>
          <ol className="grid gap-3">
            {cards.map((card, index) => (
              <ListedCard
                // biome-ignore lint/suspicious/noArrayIndexKey: a material's cards keep their order
                key={`${index}-${card.title}`}
                card={card}
                index={index}
                onSeen={progress.markCardSeen}
              />
            ))}
          </ol>
        </section>
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
  );
}

/** A card in the list; it counts as seen once it has been on screen. */
function ListedCard({
  card,
  index,
  onSeen,
}: {
  card: DeckCard;
  index: number;
  onSeen: (index: number) => void;
}) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      onSeen(index);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          onSeen(index);
          observer.disconnect();
        }
      },
      { threshold: 0.6 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [index, onSeen]);
  return (
    <li
      ref={ref}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="listed-card"
    >
      <h3 className="font-semibold text-slate-900">
        {index + 1}. {card.title}
      </h3>
      <MathMarkdown source={card.body} className="mt-1 text-slate-800" />
    </li>
  );
}
