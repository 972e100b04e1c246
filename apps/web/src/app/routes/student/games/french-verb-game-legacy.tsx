import { PageIntro } from "@/components/page-intro";
import { VerbGame } from "@/features/games/components/verb-game";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student/french-verb-game-legacy: the classic one-screen drill (one tense, every pronoun, typed). */
export default function FrenchVerbGameLegacyPage() {
  const { studentId } = useActiveStudent();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="French verb game (classic)">
        <p className="text-base">Pick a tense and drill: everything on one screen.</p>
      </PageIntro>
      <VerbGame language="fr" flow="classic" studentId={studentId} />
    </div>
  );
}
