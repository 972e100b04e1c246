import { PageIntro } from "@/components/page-intro";
import { VerbGame } from "@/features/games/components/verb-game";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student/french-verb-game (spec 2.3, issue 23): choose verbs, tenses and pronouns, then play rounds. */
export default function FrenchVerbGamePage() {
  const { studentId } = useActiveStudent();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="French verb game">
        <p className="text-base">
          Conjugate the verbs you need, in the tenses you are learning. Accents count a little.
        </p>
      </PageIntro>
      <VerbGame language="fr" flow="guided" studentId={studentId} />
    </div>
  );
}
