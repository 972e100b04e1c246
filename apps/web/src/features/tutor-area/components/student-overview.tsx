import type { TutorStudentDetail } from "@app/contract/tutoring";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { ATTENTION_LABELS, formatWhen } from "./format";

/** A student's profile and progress by subject, as their tutor sees them. */
export function StudentOverview({ detail }: { detail: TutorStudentDetail }) {
  const { student, summary } = detail;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[9rem_1fr] gap-2 text-sm">
            <dt className="font-medium">Age</dt>
            <dd>{student.age ?? "—"}</dd>
            <dt className="font-medium">Grade</dt>
            <dd>{student.grade ?? "—"}</dd>
            <dt className="font-medium">Time zone</dt>
            <dd>{student.timezone}</dd>
            <dt className="font-medium">Subjects</dt>
            <dd>{student.subjects.join(", ") || "—"}</dd>
            <dt className="font-medium">Goals</dt>
            <dd className="whitespace-pre-line">{student.learning_goals ?? "—"}</dd>
            <dt className="font-medium">Study hours</dt>
            <dd>{student.weekly_study_hours === null ? "—" : `${student.weekly_study_hours} a week`}</dd>
            <dt className="font-medium">Last active</dt>
            <dd>{formatWhen(summary.last_active_at, "Never")}</dd>
            <dt className="font-medium">Next lesson</dt>
            <dd>{formatWhen(summary.next_lesson_at, "None booked")}</dd>
          </dl>
          {summary.attention.length > 0 && (
            <div className="mt-3 flex flex-wrap gap-1">
              {summary.attention.map((reason) => (
                <Badge key={reason}>{ATTENTION_LABELS[reason]}</Badge>
              ))}
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Progress by subject</CardTitle>
        </CardHeader>
        <CardContent>
          {detail.progress_by_subject.length === 0 ? (
            <p className="text-sm text-slate-600">No practice yet.</p>
          ) : (
            <ul className="grid gap-4 text-sm">
              {detail.progress_by_subject.map((row) => (
                <li key={row.subject} className="grid gap-1">
                  <div className="flex justify-between gap-2">
                    <span className="font-medium">{row.subject}</span>
                    <span className="text-slate-600">
                      {row.accuracy === null ? "no answers" : `${row.accuracy}% right of ${row.attempts}`}
                    </span>
                  </div>
                  <ProgressBar
                    value={row.materials_completed}
                    max={row.materials_started}
                    label={`${row.subject}: lessons completed`}
                  />
                  <span className="text-xs text-slate-500">
                    {row.materials_completed} of {row.materials_started} lessons started are completed · last{" "}
                    {formatWhen(row.last_active_at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
