import type { AdminLessonsQuery } from "@app/contract/booking";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { NoResultsIllustration } from "@/components/illustrations/no-results";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { adminLessonsQueryOptions } from "../api/list-admin-lessons";
import { LessonCard } from "./lesson-card";

/** One filter over the people in the lessons: "every" or one of them. */
function NamePicker(props: {
  id: string;
  label: string;
  every: string;
  names: ReadonlyMap<string | number, string>;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.every}</option>
        {[...props.names].map(([id, name]) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** /admin/calendar: every lesson, filtered by tutor, student and status; move or cancel by the same rules. */
export function AdminCalendar() {
  const [status, setStatus] = useState<AdminLessonsQuery["status"]>("scheduled");
  const [tutorId, setTutorId] = useState("");
  const [studentId, setStudentId] = useState("");
  const [from] = useState(() => new Date(Date.now() - 7 * 86_400_000).toISOString());
  // The tutor and student pickers come from the lessons themselves (all of them in the period).
  const everything = useQuery(adminLessonsQueryOptions({ from }));
  const query: AdminLessonsQuery = {
    from,
    ...(status ? { status } : {}),
    ...(tutorId ? { tutor_id: tutorId } : {}),
    ...(studentId ? { student_id: Number(studentId) } : {}),
  };
  const lessons = useQuery(adminLessonsQueryOptions(query));
  const tutors = new Map<string, string>();
  const students = new Map<number, string>();
  for (const l of everything.data ?? []) {
    if (l.tutor_id) tutors.set(l.tutor_id, l.tutor ?? l.tutor_id);
    students.set(l.student_id, l.student_name);
  }
  return (
    <div className="grid gap-4">
      <form
        aria-label="Filter lessons"
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <NamePicker
          id="calendar-tutor"
          label="Tutor"
          every="Every tutor"
          names={tutors}
          value={tutorId}
          onChange={setTutorId}
        />
        <NamePicker
          id="calendar-student"
          label="Student"
          every="Every student"
          names={students}
          value={studentId}
          onChange={setStudentId}
        />
        <div className="grid gap-1">
          <Label htmlFor="calendar-status">Status</Label>
          <Select
            id="calendar-status"
            value={status ?? ""}
            onChange={(e) => setStatus((e.target.value || undefined) as AdminLessonsQuery["status"])}
          >
            <option value="scheduled">Booked</option>
            <option value="cancelled">Cancelled</option>
            <option value="completed">Done</option>
            <option value="">Any status</option>
          </Select>
        </div>
      </form>
      <p className="text-sm text-slate-600">
        From a week ago on, in your time zone. Moving or cancelling follows the families' rules: 24 hours or
        more before the start keeps the credit.
      </p>
      {lessons.isPending ? (
        <Skeleton className="h-48" />
      ) : lessons.isError ? (
        <Alert tone="error">{lessons.error.message}</Alert>
      ) : lessons.data.length === 0 ? (
        <EmptyState illustration={NoResultsIllustration} title="No lesson matches" />
      ) : (
        <div className="grid gap-3">
          {lessons.data.map((lesson) => (
            <LessonCard key={lesson.id} lesson={lesson} asAdmin showStudent />
          ))}
        </div>
      )}
    </div>
  );
}
