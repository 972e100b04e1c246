import { ASSIGNMENT_LIMITS, type CreateAssignmentRequest } from "@app/contract/assignments";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { FailureError } from "@/lib/api-errors";
import { useCreateAssignment } from "../api/create-assignment";
import { LessonPicker } from "./lesson-picker";

export interface QuizChoice {
  id: number;
  title: string;
}

/** A tutor or admin sets work: free-text homework, a quiz or a material, with its due date and effort. */
export function SetWorkForm({
  studentId,
  quizzes,
  onChanged,
}: {
  studentId: number;
  quizzes: readonly QuizChoice[];
  onChanged?: () => void;
}) {
  const create = useCreateAssignment(studentId, onChanged);
  const [type, setType] = useState<"homework" | "quiz" | "material">("homework");
  const [isSaved, setIsSaved] = useState(false);
  const ids = { type: useId(), instructions: useId(), priority: useId(), quiz: useId() };
  const details = create.error instanceof FailureError ? create.error.details : {};
  const fieldErrors = (name: string) => details[`body.${name}`];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const number = (name: string) => (text(name) === "" ? null : Number(text(name)));
    const due = text("due_date");
    const body: CreateAssignmentRequest = {
      student_id: studentId,
      assignment_type: type,
      title: text("title"),
      instructions: text("instructions") || null,
      // The field holds a local date and time; the server takes the moment with its offset.
      due_date: due ? new Date(due).toISOString() : null,
      priority: text("priority") as CreateAssignmentRequest["priority"],
      estimated_time: number("estimated_time"),
      total_points: type === "homework" ? number("total_points") : null,
      quiz_id: type === "quiz" ? number("quiz_id") : null,
      template_id: type === "material" ? number("template_id") : null,
      tags: [],
      topics: [],
    };
    setIsSaved(false);
    create.mutate(body, {
      onSuccess: () => {
        setIsSaved(true);
        (event.target as HTMLFormElement).reset();
      },
    });
  };

  return (
    <form aria-label="Set work" className="grid gap-3" onSubmit={onSubmit}>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.type}>Type</Label>
          <Select
            id={ids.type}
            className="block w-full"
            value={type}
            onChange={(event) => setType(event.target.value as typeof type)}
          >
            <option value="homework">Homework (free text)</option>
            <option value="quiz">Quiz</option>
            <option value="material">Material (a lesson)</option>
          </Select>
        </div>
        <FormField
          label="Title"
          name="title"
          required
          maxLength={ASSIGNMENT_LIMITS.titleMax}
          errors={fieldErrors("title")}
        />
        {type === "quiz" && (
          <div className="grid gap-1.5">
            <Label htmlFor={ids.quiz}>Quiz</Label>
            <Select id={ids.quiz} name="quiz_id" className="block w-full" required>
              {quizzes.map((q) => (
                <option key={q.id} value={q.id}>
                  {q.title}
                </option>
              ))}
            </Select>
          </div>
        )}
        {type === "material" && <LessonPicker name="template_id" errors={fieldErrors("template_id")} />}
        <FormField label="Due" name="due_date" type="datetime-local" errors={fieldErrors("due_date")} />
        <div className="grid gap-1.5">
          <Label htmlFor={ids.priority}>Priority</Label>
          <Select id={ids.priority} name="priority" className="block w-full" defaultValue="medium">
            <option value="low">Low</option>
            <option value="medium">Medium</option>
            <option value="high">High</option>
          </Select>
        </div>
        <FormField
          label="Estimated minutes"
          name="estimated_time"
          type="number"
          min={1}
          max={ASSIGNMENT_LIMITS.estimatedMinutesMax}
        />
        {type === "homework" && (
          <FormField label="Points" name="total_points" type="number" min={1} max={1000} />
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.instructions}>Instructions</Label>
        <Textarea
          id={ids.instructions}
          name="instructions"
          className="min-h-20"
          maxLength={ASSIGNMENT_LIMITS.textMax}
        />
      </div>
      {create.isError && (
        <Alert tone="error">
          {create.error instanceof FailureError ? create.error.serverMessage : create.error.message}
        </Alert>
      )}
      {isSaved && !create.isPending && <Alert tone="success">The work is set.</Alert>}
      <div>
        <Button type="submit" isBusy={create.isPending} busyLabel="Setting...">
          Set work
        </Button>
      </div>
    </form>
  );
}
