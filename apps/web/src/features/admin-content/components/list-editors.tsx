import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

import { type CardDraft as Card, createUid, type ExampleDraft as Example } from "../lib/lesson-draft";

function MarkdownField({
  label,
  value,
  onChange,
  rows = 3,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} rows={rows} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** Worked examples: a problem and its step-by-step solution each. */
export function ExamplesEditor({
  examples,
  onChange,
}: {
  examples: Example[];
  onChange: (examples: Example[]) => void;
}) {
  const update = (index: number, changes: Partial<Example>) =>
    onChange(examples.map((e, i) => (i === index ? { ...e, ...changes } : e)));
  return (
    <div className="grid gap-3">
      {examples.map((example, index) => (
        <fieldset key={example.uid} className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Example {index + 1}</legend>
          <FormField
            label="Title"
            value={example.title}
            onChange={(event) => update(index, { title: event.target.value })}
          />
          <MarkdownField
            label="Problem"
            value={example.problem}
            onChange={(problem) => update(index, { problem })}
          />
          <MarkdownField
            label="Solution"
            value={example.solution}
            rows={4}
            onChange={(solution) => update(index, { solution })}
          />
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => onChange(examples.filter((_, i) => i !== index))}
          >
            <Trash2 aria-hidden className="size-4" /> Remove example {index + 1}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => onChange([...examples, { uid: createUid(), title: "", problem: "", solution: "" }])}
      >
        <Plus aria-hidden className="size-4" /> Add worked example
      </Button>
    </div>
  );
}

/** The deck: one idea per card. */
export function CardsEditor({ cards, onChange }: { cards: Card[]; onChange: (cards: Card[]) => void }) {
  const update = (index: number, changes: Partial<Card>) =>
    onChange(cards.map((c, i) => (i === index ? { ...c, ...changes } : c)));
  return (
    <div className="grid gap-3">
      {cards.map((card, index) => (
        <fieldset key={card.uid} className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Card {index + 1}</legend>
          <FormField
            label="Title"
            value={card.title}
            onChange={(event) => update(index, { title: event.target.value })}
          />
          <MarkdownField label="Card text" value={card.body} onChange={(body) => update(index, { body })} />
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => onChange(cards.filter((_, i) => i !== index))}
          >
            <Trash2 aria-hidden className="size-4" /> Remove card {index + 1}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => onChange([...cards, { uid: createUid(), title: "", body: "" }])}
      >
        <Plus aria-hidden className="size-4" /> Add card
      </Button>
    </div>
  );
}
