import { useCallback, useState } from "react";
import { PageIntro } from "@/components/page-intro";
import { Button } from "@/components/ui/button";
import type { GameItem } from "@/features/games/api/open-game";
import SwipeDeck from "@/features/games/engines/swipe-deck/swipe-deck";
import type { Verdict } from "@/features/games/engines/types";
import { canAnimate } from "@/shared/practice/xp-gain";

/** Public demo statements: a demo records nothing, so its answers may live in the page. */
const DEMO: { statement: string; isTrue: boolean }[] = [
  { statement: "A triangle has three sides.", isTrue: true },
  { statement: "$7 \\times 8 = 54$", isTrue: false },
  { statement: "« Bonjour » means “good morning” or “hello” in French.", isTrue: true },
  { statement: "Water boils at 50 °C at sea level.", isTrue: false },
  { statement: "0.5 is the same as one half.", isTrue: true },
];

const ITEMS: GameItem[] = DEMO.map((d, i) => ({
  material_id: 0,
  material_title: "Demo",
  is_review: false,
  question: { id: `demo-${i + 1}`, type: "true_false", question: d.statement, options: [], hint: "" },
}));

/** /test-swipe-deck: the swipe deck engine on public demo items; nothing is recorded. */
export default function TestSwipeDeckPage() {
  const [round, setRound] = useState(0);
  const [score, setScore] = useState<number | null>(null);
  const [right, setRight] = useState(0);
  const answer = useCallback(async (index: number, text: string): Promise<Verdict> => {
    const isCorrect = (text === "true") === DEMO[index]!.isTrue;
    if (isCorrect) setRight((r) => r + 1);
    return {
      isCorrect,
      score: isCorrect ? 1 : 0,
      correctAnswer: DEMO[index]!.isTrue ? "True" : "False",
      feedback: "",
    };
  }, []);
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-8">
      <PageIntro title="Swipe deck test">
        <p className="text-base">
          Swipe right for true, left for false, or use the arrow keys. A demo: nothing is saved.
        </p>
      </PageIntro>
      {score === null ? (
        <SwipeDeck
          key={round}
          items={ITEMS}
          answer={answer}
          done={() => setScore(right)}
          calm
          still={!canAnimate()}
        />
      ) : (
        <div className="grid gap-3" data-testid="demo-summary">
          <p className="text-lg font-semibold">
            {score} of {ITEMS.length} right
          </p>
          <Button
            className="w-fit"
            onClick={() => {
              setScore(null);
              setRight(0);
              setRound((r) => r + 1);
            }}
          >
            Play again
          </Button>
        </div>
      )}
    </div>
  );
}
