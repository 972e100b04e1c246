import { ASSIGNMENT_LIMITS, type Assignment } from "@app/contract/assignments";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { describeFailure } from "@/lib/api-errors";
import { useAddAssignmentComment } from "../api/add-assignment-comment";

/** Notes between a parent and the tutor about one piece of work. */
export function CommentThread({
  assignment,
  studentId,
  canComment,
  onChanged,
}: {
  assignment: Assignment;
  studentId: number;
  canComment: boolean;
  onChanged?: () => void;
}) {
  const [body, setBody] = useState("");
  const add = useAddAssignmentComment(studentId, onChanged);
  const fieldId = useId();
  return (
    <section aria-label="Comments" className="grid gap-2 border-t border-slate-100 pt-3">
      {assignment.comments.length > 0 && (
        <ul className="grid gap-2">
          {assignment.comments.map((c) => (
            <li key={c.id} className="rounded-lg bg-slate-50 p-2 text-sm">
              <p className="text-xs text-slate-500">
                {c.author_name} ({c.author_role}) · {new Date(c.created_at).toLocaleDateString("en-GB")}
              </p>
              <p className="whitespace-pre-line text-slate-800">{c.body}</p>
            </li>
          ))}
        </ul>
      )}
      {canComment && (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate({ id: assignment.id, body }, { onSuccess: () => setBody("") });
          }}
        >
          <Label htmlFor={fieldId}>Comment for the tutor</Label>
          <Textarea
            id={fieldId}
            className="min-h-16"
            value={body}
            maxLength={ASSIGNMENT_LIMITS.commentMax}
            onChange={(event) => setBody(event.target.value)}
          />
          {add.isError && <Alert tone="error">{describeFailure(add.error)}</Alert>}
          <div>
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={body.trim() === ""}
              isBusy={add.isPending}
            >
              Send comment
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
