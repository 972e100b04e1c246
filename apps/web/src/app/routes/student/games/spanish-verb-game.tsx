import { PageIntro } from "@/components/page-intro";
import { VerbGame } from "@/features/games/components/verb-game";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student/spanish-verb-game (spec 2.3, issue 23): stem changes and irregulars included. */
export default function SpanishVerbGamePage() {
  const { studentId } = useActiveStudent();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Spanish verb game">
        <p className="text-base">Presente to subjuntivo: pick your verbs and tenses, then conjugate.</p>
      </PageIntro>
      <VerbGame language="es" flow="guided" studentId={studentId} />
    </div>
  );
}
