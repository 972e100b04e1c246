import { QUESTION_TYPES } from "@app/contract/authoring";
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { QuestionDraft } from "../lib/lesson-draft";

const TYPE_LABELS: Record<QuestionDraft["type"], string> = {
  multiple_choice: "Multiple choice",
  true_false: "True or false",
  numeric: "Number",
  algebraic: "Expression (algebra)",
  solutions: "Solutions (x = 2, x = -3)",
  short_answer: "Short answer",
  geometry: "Geometry construction (build it in Geometry authoring)",
};

/** One practice question: prompt (Markdown with math), type, answer (LaTeX welcome), hint. */
export function QuestionEditor({
  question,
  problem,
  onChange,
  onRemove,
}: {
  question: QuestionDraft;
  problem: string | undefined;
  onChange: (question: QuestionDraft) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const set = <K extends keyof QuestionDraft>(key: K, value: QuestionDraft[K]) =>
    onChange({ ...question, [key]: value });
  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Question {question.id}</legend>
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end">
        <FormField label="Id" value={question.id} onChange={(event) => set("id", event.target.value)} />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <Select
            id={`${id}-type`}
            value={question.type}
            onChange={(event) => set("type", event.target.value as QuestionDraft["type"])}
          >
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove question ${question.id}`}>
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-prompt`}>Question (Markdown with $math$)</Label>
        <Textarea
          id={`${id}-prompt`}
          rows={2}
          value={question.question}
          onChange={(event) => set("question", event.target.value)}
        />
      </div>
      {question.type === "multiple_choice" && (
        <div className="grid gap-2">
          <p className="text-sm font-medium text-slate-900">Options</p>
          {question.options.map((option, index) => (
            <div key={option.id} className="flex items-end gap-2">
              <FormField
                className="flex-1"
                label={`Option ${option.id}`}
                value={option.text}
                onChange={(event) =>
                  set(
                    "options",
                    question.options.map((o, i) => (i === index ? { ...o, text: event.target.value } : o)),
                  )
                }
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove option ${option.id}`}
                onClick={() =>
                  set(
                    "options",
                    question.options.filter((_, i) => i !== index),
                  )
                }
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </div>
          ))}
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={question.options.length >= 8}
            onClick={() =>
              set("options", [...question.options, { id: "abcdefgh"[question.options.length]!, text: "" }])
            }
          >
            <Plus aria-hidden className="size-4" /> Add option
          </Button>
        </div>
      )}
      <FormField
        label="Correct answer"
        hint={
          question.type === "multiple_choice"
            ? "The correct option's letter"
            : question.type === "true_false"
              ? "true or false"
              : "Write it as you would on the board: \\frac{1}{2}x, \\sqrt{2} and x^{2} are read as maths"
        }
        value={question.correctAnswer}
        onChange={(event) => set("correctAnswer", event.target.value)}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-acceptable`}>Also accept (one per line)</Label>
        <Textarea
          id={`${id}-acceptable`}
          rows={2}
          value={question.acceptableAnswers}
          onChange={(event) => set("acceptableAnswers", event.target.value)}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Hint" value={question.hint} onChange={(event) => set("hint", event.target.value)} />
        <FormField
          label="Explanation (after answering)"
          value={question.explanation}
          onChange={(event) => set("explanation", event.target.value)}
        />
      </div>
      {problem && (
        <Alert tone="error" title="This question fails its own answer">
          {problem}
        </Alert>
      )}
    </fieldset>
  );
}
