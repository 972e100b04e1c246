import type { TutorLesson } from "@app/contract/tutoring";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useAssignBriefPractice } from "../api/assign-brief-practice";
import { lessonBriefQueryOptions } from "../api/get-lesson-brief";
import { formatWhen } from "./format";

/** "Brief" beside an upcoming lesson: what to work on, read before the lesson starts. */
export function LessonBriefDialog({ lesson }: { lesson: TutorLesson }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Brief for ${lesson.title} with ${lesson.student_name}`}
        >
          Brief
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle className="text-lg font-semibold">
          Brief: {lesson.title} with {lesson.student_name}
        </DialogTitle>
        <DialogDescription className="text-sm text-slate-600">
          {formatWhen(lesson.datetime)}
        </DialogDescription>
        <BriefBody lessonId={lesson.id} />
      </DialogContent>
    </Dialog>
  );
}

function BriefBody({ lessonId }: { lessonId: number }) {
  const query = useQuery(lessonBriefQueryOptions(lessonId));
  const assign = useAssignBriefPractice(lessonId);
  if (query.isPending) return <Skeleton className="h-40" />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  const b = query.data;
  return (
    <div className="grid gap-5 text-sm">
      <p className="text-slate-600">
        Since{" "}
        {b.previous_lesson_at ? `the last lesson (${formatWhen(b.previous_lesson_at)})` : "the last 30 days"}.
      </p>
      <section aria-label="Weakest skills" className="grid gap-2">
        <h3 className="font-semibold text-slate-900">Weakest skills</h3>
        {b.weakest_skills.length === 0 ? (
          <p className="text-slate-600">No skill below 75 % since then.</p>
        ) : (
          <ul className="grid gap-1">
            {b.weakest_skills.map((s) => (
              <li key={s.material_id}>
                <span className="font-medium">{s.title}</span> ({s.subject}): {s.accuracy_since}% right in{" "}
                {s.attempts_since} answers {s.mastery && <Badge>overall {s.mastery}</Badge>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Homework" className="grid gap-2">
        <h3 className="font-semibold text-slate-900">Homework</h3>
        {b.homework.length === 0 ? (
          <p className="text-slate-600">No work open or handed in since then.</p>
        ) : (
          <ul className="grid gap-1">
            {b.homework.map((h) => (
              <li key={h.id}>
                <span className="font-medium">{h.title}</span>: {h.status.replace("_", " ")}
                {h.score !== null && ` · ${h.score}${h.total_points !== null ? ` / ${h.total_points}` : ""}`}
                {h.grade && ` · grade ${h.grade}`}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Suggested practice" className="grid gap-2">
        <h3 className="font-semibold text-slate-900">Practice to set afterwards</h3>
        {assign.isError && <Alert tone="error">{assign.error.message}</Alert>}
        {b.suggested_practice.length === 0 ? (
          <p className="text-slate-600">Nothing to suggest.</p>
        ) : (
          <ul className="grid gap-2">
            {b.suggested_practice.map((p) => (
              <li key={p.template_id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="font-medium">{p.title}</span>{" "}
                  <span className="text-slate-600">· {p.reason}</span>
                </span>
                {p.already_assigned ? (
                  <Badge>Set</Badge>
                ) : (
                  <Button
                    size="sm"
                    isBusy={assign.isPending && assign.variables?.templateId === p.template_id}
                    onClick={() => assign.mutate({ lessonId, templateId: p.template_id })}
                    aria-label={`Set ${p.title} as practice`}
                  >
                    Set as practice
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
