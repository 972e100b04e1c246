import { PartyPopper } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { withStudentId } from "@/lib/student-query";

/**
 * Shown once the student's answers show a lesson known before its last question (issue 28): the
 * platform's next step moves on, and the page says so, so nobody grinds through what they know.
 */
export function SkillKnownBanner({ studentId }: { studentId: number | null }) {
  return (
    <section
      aria-live="polite"
      data-testid="skill-known"
      className="flex flex-col gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <PartyPopper aria-hidden className="mt-0.5 size-6 shrink-0 text-emerald-700" />
        <div>
          <p className="font-semibold text-emerald-900">You know this one!</p>
          <p className="text-sm text-emerald-800">
            Your answers show you've got it. Go on to what's next, or keep practising if you like.
          </p>
        </div>
      </div>
      <Link
        to={withStudentId(paths.student.dashboard, studentId)}
        className={buttonClasses({ className: "shrink-0" })}
      >
        See what's next
      </Link>
    </section>
  );
}
