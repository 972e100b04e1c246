import type { TutorStudentSummary } from "@app/contract/tutoring";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { ATTENTION_LABELS, formatWhen, tutorStudentPath } from "./format";

/** Assigned students at a glance: activity, accuracy, work and the next lesson. */
export function StudentGlanceList({ students }: { students: readonly TutorStudentSummary[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th className="py-2 pr-3 font-medium">Student</th>
            <th className="py-2 pr-3 font-medium">Last active</th>
            <th className="py-2 pr-3 font-medium">This week</th>
            <th className="py-2 pr-3 font-medium">Completed</th>
            <th className="py-2 pr-3 font-medium">Open work</th>
            <th className="py-2 pr-3 font-medium">Next lesson</th>
          </tr>
        </thead>
        <tbody>
          {students.map((s) => (
            <tr key={s.id} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3">
                <Link className="font-medium text-brand-800 underline" to={tutorStudentPath(s.id)}>
                  {s.name}
                </Link>
                {s.grade && <span className="text-slate-500"> · grade {s.grade}</span>}
                <div className="mt-1 flex flex-wrap gap-1">
                  {s.attention.map((reason) => (
                    <Badge key={reason}>{ATTENTION_LABELS[reason]}</Badge>
                  ))}
                </div>
              </td>
              <td className="py-2 pr-3">{formatWhen(s.last_active_at, "Never")}</td>
              <td className="py-2 pr-3">
                {s.attempts_last_7_days} answers
                {s.accuracy_last_7_days !== null && ` · ${s.accuracy_last_7_days}% right`}
              </td>
              <td className="py-2 pr-3">{s.materials_completed} lessons</td>
              <td className="py-2 pr-3">
                {s.open_assignments}
                {s.overdue_assignments > 0 && (
                  <span className="text-red-700"> ({s.overdue_assignments} overdue)</span>
                )}
              </td>
              <td className="py-2 pr-3">{formatWhen(s.next_lesson_at, "None booked")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
