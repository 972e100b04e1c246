import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useAssignTutor } from "@/shared/tutor-assignments/assign-tutor";
import { adminTutorsQueryOptions } from "@/shared/tutor-assignments/list-admin-tutors";
import { useUnassignTutor } from "@/shared/tutor-assignments/unassign-tutor";
import { assignableStudentsQueryOptions } from "../api/search-assignable-students";

/** Approved tutors with their students; an admin assigns a tutor to a student or ends it. */
export function TutorAssignmentsPanel() {
  const tutors = useQuery(adminTutorsQueryOptions());
  const unassign = useUnassignTutor();
  if (tutors.isPending) return <Skeleton className="h-40" />;
  if (tutors.isError) return <Alert tone="error">{tutors.error.message}</Alert>;
  return (
    <div className="grid gap-6">
      <AssignForm tutors={tutors.data.map((t) => ({ id: t.id, name: t.name }))} />
      {unassign.isError && <Alert tone="error">{unassign.error.message}</Alert>}
      {tutors.data.length === 0 ? (
        <p className="text-slate-600">No approved tutors yet: approve an application above.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {tutors.data.map((tutor) => (
            <li key={tutor.id}>
              <Card aria-label={tutor.name}>
                <CardHeader>
                  <CardTitle>{tutor.name}</CardTitle>
                  <p className="text-sm text-slate-600">
                    {[tutor.email, tutor.subjects.join(", ")].filter(Boolean).join(" · ")}
                  </p>
                </CardHeader>
                <CardContent>
                  {tutor.students.length === 0 ? (
                    <p className="text-sm text-slate-600">No students assigned.</p>
                  ) : (
                    <ul className="grid gap-2">
                      {tutor.students.map((a) => (
                        <li key={a.id} className="flex items-center justify-between gap-2 text-sm">
                          <span>
                            {a.student_name}{" "}
                            <span className="text-slate-500">
                              since {new Date(a.assigned_at).toLocaleDateString()}
                            </span>
                          </span>
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`Unassign ${a.student_name} from ${tutor.name}`}
                            isBusy={unassign.isPending && unassign.variables === a.id}
                            onClick={() => unassign.mutate(a.id)}
                          >
                            Unassign
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AssignForm({ tutors }: { tutors: { id: string; name: string }[] }) {
  const tutorSelectId = useId();
  const studentSelectId = useId();
  const [tutorId, setTutorId] = useState("");
  const [search, setSearch] = useState("");
  const [studentId, setStudentId] = useState("");
  const students = useQuery(assignableStudentsQueryOptions(search.trim()));
  const assign = useAssignTutor();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!tutorId || !studentId) return;
    assign.mutate(
      { tutor_id: tutorId, student_id: Number(studentId) },
      { onSuccess: () => setStudentId("") },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Assign a tutor to a student</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          aria-label="Assign a tutor"
          className="grid gap-4 md:grid-cols-3 md:items-end"
          onSubmit={onSubmit}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={tutorSelectId}>Tutor</Label>
            <Select
              id={tutorSelectId}
              className="w-full"
              value={tutorId}
              onChange={(e) => setTutorId(e.target.value)}
            >
              <option value="">Choose a tutor</option>
              {tutors.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          </div>
          <FormField label="Find a student" value={search} onChange={(e) => setSearch(e.target.value)} />
          <div className="grid gap-1.5">
            <Label htmlFor={studentSelectId}>Student</Label>
            <Select
              id={studentSelectId}
              className="w-full"
              value={studentId}
              onChange={(e) => setStudentId(e.target.value)}
            >
              <option value="">Choose a student</option>
              {(students.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                  {s.grade ? ` (grade ${s.grade})` : ""}
                </option>
              ))}
            </Select>
          </div>
          <Button
            type="submit"
            isBusy={assign.isPending}
            disabled={!tutorId || !studentId}
            className="justify-self-start"
          >
            Assign
          </Button>
          {assign.isError && (
            <Alert tone="error" className="md:col-span-3">
              {assign.error.message}
            </Alert>
          )}
          {assign.isSuccess && (
            <Alert tone="success" className="md:col-span-3">
              {assign.data.tutor_name} now teaches {assign.data.student_name}.
            </Alert>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
