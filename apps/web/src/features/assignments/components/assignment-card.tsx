import type { Assignment } from "@app/contract/assignments";
import { BookOpen, CalendarClock, Clock, HelpCircle, PenLine } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { useStartAssignment } from "../api/start-assignment";
import { AttachmentList } from "./attachment-list";
import { CommentThread } from "./comment-thread";
import { formatDue, STATUS_LABELS } from "./format";
import { GradeSummary } from "./grade-summary";
import { SubmitWorkForm } from "./submit-work-form";

export type Viewer = "student" | "parent" | "tutor" | "admin";

export interface AssignmentLinks {
  /** Where a quiz assignment is taken; null when it has no quiz. */
  quizHref: (assignment: Assignment) => string | null;
  /** Where a material assignment's lesson opens. */
  materialHref: (templateId: number) => string;
  /** The route's "Ask the tutor" about the work's material, on a student's open work. */
  askTutor?: (templateId: number) => ReactNode;
}

const TYPE_ICONS = { quiz: HelpCircle, material: BookOpen } as const;

/** One piece of work: what to do and by when, the student's actions, the result and comments. */
export function AssignmentCard({
  assignment: a,
  studentId,
  viewer,
  timeZone,
  links,
  isLocallyDone,
  onToggleLocal,
  onChanged,
}: {
  assignment: Assignment;
  studentId: number;
  viewer: Viewer;
  timeZone?: string;
  links: AssignmentLinks;
  isLocallyDone: boolean;
  onToggleLocal: (isDone: boolean) => void;
  onChanged?: () => void;
}) {
  const [isHandingIn, setIsHandingIn] = useState(false);
  const start = useStartAssignment(studentId, onChanged);
  const Icon = TYPE_ICONS[a.assignment_type as keyof typeof TYPE_ICONS] ?? PenLine;
  const isStudent = viewer === "student";
  // The server's status, not the local tick: a locally ticked card keeps its actions and its checkbox.
  const isOpen = a.status !== "completed";
  const canHandIn =
    isStudent &&
    isOpen &&
    a.status !== "submitted" &&
    a.assignment_type !== "quiz" &&
    a.assignment_type !== "material";
  const quizHref = links.quizHref(a);
  const headingId = `assignment-${a.id}-title`;

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-5" />
        </div>
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {a.title}
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <Badge tone={a.overdue ? "danger" : a.completed ? "success" : "brand"}>
              {a.overdue ? "Overdue" : (STATUS_LABELS[a.status] ?? a.status)}
            </Badge>
            <span className="capitalize">{a.assignment_type}</span>
            {a.subject && <span>{a.subject}</span>}
            <span className="inline-flex items-center gap-1">
              <CalendarClock aria-hidden className="size-3.5" /> {formatDue(a.due_date, timeZone)}
            </span>
            {a.estimated_time !== null && (
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden className="size-3.5" /> {a.estimated_time} min
              </span>
            )}
            {a.priority === "high" && <Badge tone="warning">High priority</Badge>}
          </p>
        </div>
      </div>
      {(a.instructions || a.description) && (
        <p className="text-sm whitespace-pre-line text-slate-700">{a.instructions ?? a.description}</p>
      )}
      {a.submission_data?.text && (
        <div className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-700">Handed in</p>
          <p className="whitespace-pre-line text-slate-800">{a.submission_data.text}</p>
        </div>
      )}
      <AttachmentList attachments={a.attachments} />
      <GradeSummary assignment={a} />
      {isStudent && (
        <div className="flex flex-wrap items-center gap-2">
          {isOpen && (a.status === "assigned" || a.status === "returned") && a.assignment_type !== "quiz" && (
            <Button size="sm" variant="outline" isBusy={start.isPending} onClick={() => start.mutate(a.id)}>
              Start
            </Button>
          )}
          {canHandIn && !isHandingIn && (
            <Button size="sm" onClick={() => setIsHandingIn(true)}>
              Hand in work
            </Button>
          )}
          {quizHref && isOpen && (
            <Link to={quizHref} className={buttonClasses({ size: "sm" })}>
              Take the quiz
            </Link>
          )}
          {a.assignment_type === "material" && a.template && isOpen && (
            <Link
              to={links.materialHref(a.template.id)}
              className={buttonClasses({ size: "sm", variant: "outline" })}
            >
              Open the lesson
            </Link>
          )}
          {isOpen && a.status !== "submitted" && (
            <label className="ml-auto inline-flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={isLocallyDone}
                onChange={(event) => onToggleLocal(event.target.checked)}
              />
              Mark as done on this device
            </label>
          )}
        </div>
      )}
      {isStudent && isOpen && a.template && links.askTutor?.(a.template.id)}
      {start.isError && <Alert tone="error">{start.error.message}</Alert>}
      {isHandingIn && (
        <SubmitWorkForm
          assignment={a}
          studentId={studentId}
          onChanged={onChanged}
          onDone={() => setIsHandingIn(false)}
        />
      )}
      {(viewer === "parent" || a.comments.length > 0) && (
        <CommentThread
          assignment={a}
          studentId={studentId}
          canComment={viewer !== "student"}
          onChanged={onChanged}
        />
      )}
    </article>
  );
}
