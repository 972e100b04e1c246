import { PageIntro } from "@/components/page-intro";
import { VerbGame } from "@/features/games/components/verb-game";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student/french-verb-game-setup-comparison: the guided and the classic setup side by side. */
export default function FrenchVerbGameSetupComparisonPage() {
  const { studentId } = useActiveStudent();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="French verb game setup comparison">
        <p className="text-base">The two ways to set up a round, side by side: each starts its own round.</p>
      </PageIntro>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="grid content-start gap-3" aria-labelledby="guided-setup">
          <h2 id="guided-setup" className="text-xl font-semibold">
            Guided setup
          </h2>
          <VerbGame language="fr" flow="guided" studentId={studentId} />
        </section>
        <section className="grid content-start gap-3" aria-labelledby="classic-setup">
          <h2 id="classic-setup" className="text-xl font-semibold">
            Classic one-screen drill
          </h2>
          <VerbGame language="fr" flow="classic" studentId={studentId} />
        </section>
      </div>
    </div>
  );
}
