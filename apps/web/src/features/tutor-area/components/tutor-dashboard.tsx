import { formatBadgeCount } from "@app/domain/badge";
import { useQuery } from "@tanstack/react-query";
import { MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { unreadCountQueryOptions } from "@/shared/messages/get-unread-count";
import { tutorDashboardQueryOptions } from "../api/get-tutor-dashboard";
import { formatWhen, tutorStudentPath } from "./format";
import { LessonList } from "./lesson-list";
import { StudentGlanceList } from "./student-glance-list";

/** The tutor's day: today's and upcoming lessons, work to grade, students needing attention. */
export function TutorDashboard() {
  const query = useQuery(tutorDashboardQueryOptions());
  // The count the live stream keeps current (issue 21); the dashboard's own until it answers.
  const unread = useQuery(unreadCountQueryOptions());
  if (query.isPending) return <Skeleton className="h-64" />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  const d = query.data;
  const unreadMessages = unread.data ?? d.unread_messages;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
      <Link
        to="/tutor?view=messages"
        className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm shadow-sm hover:bg-slate-50 lg:col-span-2"
        data-testid="tutor-unread-messages"
      >
        <span className="flex items-center gap-2 font-medium text-slate-900">
          <MessageSquare aria-hidden className="size-5 text-brand-700" />
          Messages
        </span>
        {unreadMessages > 0 ? (
          <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
            {formatBadgeCount(unreadMessages)} unread
          </span>
        ) : (
          <span className="text-slate-500">Nothing unread</span>
        )}
      </Link>
      <Card>
        <CardHeader>
          <CardTitle>Today</CardTitle>
        </CardHeader>
        <CardContent>
          <LessonList lessons={d.today_lessons} empty="No lessons today." withBrief />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Coming up</CardTitle>
        </CardHeader>
        <CardContent>
          <LessonList lessons={d.upcoming_lessons} empty="Nothing booked in the next two weeks." withBrief />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Waiting for your grade</CardTitle>
        </CardHeader>
        <CardContent>
          {d.submissions_to_grade.length === 0 ? (
            <p className="text-sm text-slate-600">Nothing to grade.</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {d.submissions_to_grade.map((s) => (
                <li key={s.assignment_id}>
                  <Link className="font-medium underline" to={`${tutorStudentPath(s.student_id)}#work`}>
                    {s.title}
                  </Link>{" "}
                  <span className="text-slate-600">
                    from {s.student_name}, handed in {formatWhen(s.submitted_at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Students needing attention</CardTitle>
        </CardHeader>
        <CardContent>
          {d.student_count === 0 ? (
            <p className="text-sm text-slate-600">
              No students are assigned to you yet. An admin assigns them.
            </p>
          ) : d.students_needing_attention.length === 0 ? (
            <p className="text-sm text-slate-600">All {d.student_count} of your students are on track.</p>
          ) : (
            <StudentGlanceList students={d.students_needing_attention} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
