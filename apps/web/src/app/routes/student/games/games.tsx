import { Shuffle } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { buttonClasses } from "@/components/ui/button";
import { GamesHub } from "@/features/games/components/games-hub";
import { withStudentId } from "@/lib/student-query";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student/games: the games hub (issue 23). */
export default function GamesPage() {
  const { studentId } = useActiveStudent();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Games">
        <p className="text-base">
          Every lesson's questions, played six ways. Games count like practice: XP, streaks and review.
        </p>
      </PageIntro>
      <Link
        to={withStudentId("/student/games/play", studentId)}
        className={buttonClasses({ className: "w-fit" })}
      >
        <Shuffle aria-hidden className="size-4" /> Play a game picked for me
      </Link>
      <GamesHub studentId={studentId} />
    </div>
  );
}
