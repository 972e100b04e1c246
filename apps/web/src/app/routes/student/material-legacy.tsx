import { useEffect, useRef } from "react";
import {
  type LoadedMaterial,
  LoadedMaterialPractice,
  MaterialFrame,
  MaterialStatusCard,
} from "@/features/materials/components/material-frame";
import { MaterialHeader } from "@/features/materials/components/material-header";
import { MaterialViews } from "@/features/materials/components/material-views";
import { WorkedExamples } from "@/features/materials/components/worked-examples";
import type { DeckCard } from "@/features/materials/types";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import { loadMathRenderer } from "@/shared/math/lib/load-math-renderer";

void loadMathRenderer().catch(() => {});

/** /student/material/{id}/legacy: the plain single-page layout (spec 2.3), everything on one scroll. */
export default function MaterialClassicPage() {
  return (
    <MaterialFrame widthClass="max-w-3xl">{(loaded) => <ClassicMaterial loaded={loaded} />}</MaterialFrame>
  );
}

function ClassicMaterial({ loaded }: { loaded: LoadedMaterial }) {
  const { materialId, material, progress } = loaded;

  const cards = material.deck_structure;
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
      <LoadedMaterialPractice loaded={loaded} />
      <MaterialStatusCard loaded={loaded} contentClassName="sm:grid-cols-2" />
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
