import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DeckStepper } from "@/features/materials/components/deck-stepper";
import {
  type LoadedMaterial,
  MaterialFrame,
  MaterialStatusCard,
} from "@/features/materials/components/material-frame";
import { MaterialHeader } from "@/features/materials/components/material-header";
import { MaterialPractice } from "@/features/materials/components/material-practice";
import { MaterialViews } from "@/features/materials/components/material-views";
import { SkillKnownBanner } from "@/features/materials/components/skill-known-banner";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import { loadMathRenderer } from "@/shared/math/lib/load-math-renderer";

void loadMathRenderer().catch(() => {});

/** /student/material-v2/{id}: the deck-first layout (spec 2.3). */
export default function MaterialDeckFirstPage() {
  return (
    <MaterialFrame widthClass="max-w-4xl">{(loaded) => <DeckFirstMaterial loaded={loaded} />}</MaterialFrame>
  );
}

function DeckFirstMaterial({ loaded }: { loaded: LoadedMaterial }) {
  const { materialId, material, progress } = loaded;
  const [cardIndex, setCardIndex] = useState(0);
  const [stage, setStage] = useState<"deck" | "practice">("deck");
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
            recordAnswer={progress.recordAnswer}
            revealAnswer={progress.revealAnswer}
            findSimilar={progress.findSimilar}
            answeredCount={progress.progress?.unique_questions_answered}
          />
          {progress.skillKnown && !progress.progress?.is_completed ? (
            <SkillKnownBanner studentId={loaded.studentId} />
          ) : null}
          <MaterialStatusCard loaded={loaded} contentClassName="sm:grid-cols-2" />
        </>
      )}
    </>
  );
}
