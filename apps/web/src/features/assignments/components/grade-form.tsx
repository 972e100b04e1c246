import { ASSIGNMENT_LIMITS, type Assignment } from "@app/contract/assignments";
import { type FormEvent, useId } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { FailureError } from "@/lib/api-errors";
import { useCompleteAssignment } from "../api/complete-assignment";

/** The tutor's grade: score (of the total), grade and feedback; completing the work. */
export function GradeForm({
  assignment,
  studentId,
  onChanged,
}: {
  assignment: Assignment;
  studentId: number;
  onChanged?: () => void;
}) {
  const complete = useCompleteAssignment(studentId, onChanged);
  const feedbackId = useId();
  const details = complete.error instanceof FailureError ? complete.error.details : {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    complete.mutate({
      id: assignment.id,
      score: text("score") === "" ? null : Number(text("score")),
      grade: text("grade") || null,
      feedback: text("feedback") || null,
    });
  };
  return (
    <form aria-label={`Grade ${assignment.title}`} className="grid gap-2" onSubmit={onSubmit}>
      <div className="grid gap-2 sm:grid-cols-2">
        <FormField
          label={
            assignment.total_points !== null ? `Score (of ${assignment.total_points})` : "Score (of 100)"
          }
          name="score"
          type="number"
          step="any"
          min={0}
          errors={details.score}
        />
        <FormField
          label="Grade"
          name="grade"
          maxLength={ASSIGNMENT_LIMITS.gradeMax}
          errors={details["body.grade"]}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={feedbackId}>Feedback</Label>
        <Textarea
          id={feedbackId}
          name="feedback"
          className="min-h-16"
          maxLength={ASSIGNMENT_LIMITS.textMax}
        />
      </div>
      {complete.isError && (
        <Alert tone="error">
          {complete.error instanceof FailureError ? complete.error.serverMessage : complete.error.message}
        </Alert>
      )}
      <div>
        <Button type="submit" size="sm" isBusy={complete.isPending} busyLabel="Saving...">
          Save grade
        </Button>
      </div>
    </form>
  );
}
