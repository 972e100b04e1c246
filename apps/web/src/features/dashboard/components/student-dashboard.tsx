import type { StudentProfile } from "@app/contract/student";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { withStudentId } from "@/lib/student-query";
import { nextStepQueryOptions } from "@/shared/progress/get-next-step";
import { BalancePanel } from "./balance-panel";
import { ContinueCard } from "./continue-card";
import { HomeworkPanel } from "./homework-panel";
import { LessonsPanel } from "./lessons-panel";
import { ProgressPanel } from "./progress-panel";

/** Pages the sidebar of spec 2.8 does not list, reachable from here. */
const QUICK_LINKS = [
  { path: "/student/lessons", label: "Course map" },
  { path: "/student/achievements", label: "Achievements" },
  { path: "/student/favorites", label: "Favourites" },
  { path: "/student/learning-paths", label: "Learning paths" },
  { path: "/student/review", label: "Review" },
] as const;

interface StudentDashboardProps {
  student: StudentProfile;
  isParentAccount: boolean;
}

/** The dashboard (spec 1, 2.3): homework and assignments, upcoming lessons, lesson balance, progress. */
export function StudentDashboard({ student, isParentAccount }: StudentDashboardProps) {
  const linkFor = (path: string) => withStudentId(path, isParentAccount ? student.id : null);
  const timeZone = student.timezone;
  const studentId = isParentAccount ? student.id : null;
  // A student who has never answered anything is welcomed, not welcomed back.
  const hasActivity = useQuery(nextStepQueryOptions(studentId)).data?.has_activity ?? true;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4 px-3 py-5 sm:gap-6 sm:px-6 sm:py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {isParentAccount
            ? `${student.firstName}'s dashboard`
            : `${hasActivity ? "Welcome back" : "Welcome"}, ${student.firstName}!`}
        </h1>
        <p className="text-slate-600">
          {isParentAccount
            ? `Homework, lessons, credits and progress for ${student.firstName}.`
            : hasActivity
              ? "Here's what's coming up and how you're doing."
              : "Your first lesson is one click away."}
        </p>
      </header>
      <ContinueCard studentId={studentId} childName={isParentAccount ? student.firstName : null} />
      <nav aria-label="More for you" className="flex flex-wrap gap-2">
        {QUICK_LINKS.map((item) => (
          <Link
            key={item.path}
            to={linkFor(item.path)}
            className="rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 shadow-sm hover:border-indigo-300 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-500"
          >
            {item.label}
          </Link>
        ))}
      </nav>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:gap-6 lg:grid-cols-2">
        <HomeworkPanel studentId={student.id} linkFor={linkFor} timeZone={timeZone} />
        <ProgressPanel
          studentId={student.id}
          timeZone={timeZone}
          childName={isParentAccount ? student.firstName : null}
        />
        <LessonsPanel studentId={student.id} linkFor={linkFor} timeZone={timeZone} />
        <BalancePanel studentId={student.id} isParentAccount={isParentAccount} timeZone={timeZone} />
      </div>
    </div>
  );
}
