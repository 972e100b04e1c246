import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** Subjects offered as suggestions; any other subject can be typed. */
export const SUGGESTED_SUBJECTS = ["Mathematics", "French", "Spanish", "Python", "Science", "English"];
const MAX_SUBJECTS = 20;
const MAX_SUBJECT_LENGTH = 60;

/** The subjects as removable chips, with a text box (and suggestions) to add one. */
export function SubjectsField({
  subjects,
  onChange,
  error,
  disabled,
}: {
  subjects: string[];
  onChange: (subjects: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  function add() {
    const subject = draft.trim().replace(/\s+/g, " ");
    if (!subject) return;
    if (subject.length > MAX_SUBJECT_LENGTH) {
      setProblem(`Subject names are at most ${MAX_SUBJECT_LENGTH} characters`);
      return;
    }
    if (subjects.some((s) => s.toLowerCase() === subject.toLowerCase())) {
      setProblem(`${subject} is already on the list`);
      return;
    }
    if (subjects.length >= MAX_SUBJECTS) {
      setProblem(`At most ${MAX_SUBJECTS} subjects`);
      return;
    }
    onChange([...subjects, subject]);
    setDraft("");
    setProblem(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  }

  const suggestions = SUGGESTED_SUBJECTS.filter(
    (s) => !subjects.some((x) => x.toLowerCase() === s.toLowerCase()),
  );

  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-900">
        Subjects
      </span>
      {subjects.length > 0 ? (
        <ul aria-labelledby={`${id}-label`} className="flex flex-wrap gap-2">
          {subjects.map((subject) => (
            <li
              key={subject}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
            >
              {subject}
              <button
                type="button"
                disabled={disabled}
                aria-label={`Remove ${subject}`}
                onClick={() => onChange(subjects.filter((s) => s !== subject))}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100 disabled:opacity-50"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No subjects yet.</p>
      )}
      <div className="flex gap-2">
        <Input
          id={`${id}-input`}
          aria-label="Add a subject"
          placeholder="Add a subject, e.g. Chemistry"
          list={`${id}-suggestions`}
          value={draft}
          disabled={disabled}
          maxLength={MAX_SUBJECT_LENGTH + 1}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          className="max-w-xs"
        />
        <Button type="button" variant="outline" onClick={add} disabled={disabled || !draft.trim()}>
          <Plus aria-hidden className="size-4" />
          Add
        </Button>
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      </div>
      {shown && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {shown}
        </p>
      )}
    </div>
  );
}
