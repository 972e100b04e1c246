import type { AdminStudent } from "@app/contract/billing";
import type { PlanId } from "@app/contract/pricing";
import { PLAN_IDS, PLAN_LABELS } from "@app/domain/credits";
import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useAssignTutor } from "@/shared/tutor-assignments/assign-tutor";
import { adminTutorsQueryOptions } from "@/shared/tutor-assignments/list-admin-tutors";
import { useUnassignTutor } from "@/shared/tutor-assignments/unassign-tutor";
import { useChangePlan } from "../api/change-plan";
import { studentsQueryOptions } from "../api/list-students";

/** Every student: plan (with a change control), family, credits per kind, tutors (assign and unassign). */
export function StudentsTable() {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const query = useQuery(studentsQueryOptions(deferred));
  const tutors = useQuery(adminTutorsQueryOptions());
  const changePlan = useChangePlan();
  const assign = useAssignTutor();
  const unassign = useUnassignTutor();
  const error = changePlan.error ?? assign.error ?? unassign.error;
  return (
    <div className="grid gap-4">
      <FormField
        label="Find a student or family"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="max-w-sm"
      />
      {error && <Alert tone="error">{error.message}</Alert>}
      {query.isPending ? (
        <Skeleton className="h-64" />
      ) : query.isError ? (
        <Alert tone="error">{query.error.message}</Alert>
      ) : query.data.length === 0 ? (
        <p className="text-slate-600">
          {deferred ? `No student matches “${deferred}”.` : "No students yet."}
        </p>
      ) : (
        <ul className="grid gap-3">
          {query.data.map((s) => (
            <StudentRow
              key={s.id}
              student={s}
              tutors={tutors.data ?? []}
              onPlan={(plan) => changePlan.mutate({ studentId: s.id, plan })}
              isSavingPlan={changePlan.isPending && changePlan.variables?.studentId === s.id}
              onAssign={(tutorId) => assign.mutate({ tutor_id: tutorId, student_id: s.id })}
              isAssigning={assign.isPending && assign.variables?.student_id === s.id}
              onUnassign={(id) => unassign.mutate(id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function StudentRow({
  student: s,
  tutors,
  onPlan,
  isSavingPlan,
  onAssign,
  isAssigning,
  onUnassign,
}: {
  student: AdminStudent;
  tutors: { id: string; name: string }[];
  onPlan: (plan: PlanId) => void;
  isSavingPlan: boolean;
  onAssign: (tutorId: string) => void;
  isAssigning: boolean;
  onUnassign: (assignmentId: number) => void;
}) {
  const planId = useId();
  const tutorId = useId();
  const [tutor, setTutor] = useState("");
  const free = tutors.filter((t) => !s.tutors.some((a) => a.tutor_id === t.id));
  return (
    <li
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1.4fr)]"
      aria-label={s.name}
    >
      <div className="grid content-start gap-0.5 text-sm">
        <span className="font-semibold text-slate-900">{s.name}</span>
        <span className="text-slate-600">
          {[
            s.grade ? `Grade ${s.grade}` : null,
            s.age ? `${s.age} years` : null,
            s.has_login ? "own login" : "no login",
          ]
            .filter(Boolean)
            .join(" · ")}
        </span>
        <span className="text-slate-600">
          {s.family
            ? s.family.kind === "parent"
              ? `Parent: ${s.family.name}`
              : "Pays for themselves"
            : "No payer"}
        </span>
        <span className="text-slate-700 tabular-nums">
          {s.balances["tutor-session"]} tutor · {s.balances["ai-session"]} AI credits
        </span>
      </div>
      <div className="grid content-start gap-1.5">
        <label htmlFor={planId} className="text-sm font-medium text-slate-800">
          Plan
        </label>
        <Select
          id={planId}
          className="w-full min-w-0"
          value={s.plan}
          disabled={isSavingPlan}
          onChange={(e) => onPlan(e.target.value as PlanId)}
          aria-label={`Plan of ${s.name}`}
        >
          {PLAN_IDS.map((p) => (
            <option key={p} value={p}>
              {PLAN_LABELS[p]}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid content-start gap-2">
        <span className="text-sm font-medium text-slate-800">Tutors</span>
        {s.tutors.length === 0 ? (
          <p className="text-sm text-slate-600">No tutor assigned.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {s.tutors.map((a) => (
              <li
                key={a.assignment_id}
                className="flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm text-brand-900"
              >
                {a.tutor_name}
                <button
                  type="button"
                  className="grid size-6 place-items-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  aria-label={`Unassign ${a.tutor_name} from ${s.name}`}
                  onClick={() => onUnassign(a.assignment_id)}
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {free.length > 0 && (
          <div className="flex gap-2">
            <label htmlFor={tutorId} className="sr-only">
              Tutor to assign to {s.name}
            </label>
            <Select
              id={tutorId}
              className="w-full min-w-0"
              value={tutor}
              onChange={(e) => setTutor(e.target.value)}
            >
              <option value="">Assign a tutor…</option>
              {free.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
            <Button
              size="sm"
              variant="outline"
              className="h-10"
              disabled={!tutor}
              isBusy={isAssigning}
              onClick={() => {
                onAssign(tutor);
                setTutor("");
              }}
            >
              Assign
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
