import type { VerbRoundRequest } from "@app/contract/verbs";
import { Play } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { VerbGameSetup } from "../api/verb-games";

type Source = "frequent" | "chosen" | "weak";

/** A comma- or line-separated list of verbs, as the student typed it. */
const readVerbs = (text: string) =>
  text
    .split(/[,;\n]+/)
    .map((v) => v.trim())
    .filter(Boolean);

function Checks({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: { id: string; label: string }[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.id}
            className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="checkbox"
              checked={chosen.includes(o.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...chosen, o.id] : chosen.filter((c) => c !== o.id))
              }
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The guided setup: which verbs (by frequency, a list, or the weak ones), tenses, pronouns, typing or picking. */
export function GuidedSetup({
  setup,
  pending,
  onStart,
}: {
  setup: VerbGameSetup;
  pending: boolean;
  onStart: (body: VerbRoundRequest) => void;
}) {
  const [source, setSource] = useState<Source>("frequent");
  const [top, setTop] = useState(20);
  const [list, setList] = useState("");
  const [tenses, setTenses] = useState<string[]>([setup.tenses[0]!.id]);
  const [persons, setPersons] = useState<string[]>(setup.persons.map((p) => p.id));
  const [mode, setMode] = useState<"type" | "pick">("type");
  const verbs = readVerbs(list);
  const missing =
    tenses.length === 0
      ? "Choose at least one tense"
      : persons.length === 0
        ? "Choose at least one pronoun"
        : source === "chosen" && verbs.length === 0
          ? "Type at least one verb"
          : null;
  return (
    <Card data-testid="verb-setup-guided">
      <CardContent className="grid gap-5">
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-semibold">Verbs</legend>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="source"
              checked={source === "frequent"}
              onChange={() => setSource("frequent")}
            />
            The most frequent
            <Select
              aria-label="How many frequent verbs"
              value={top}
              onChange={(e) => setTop(Number(e.target.value))}
            >
              {[10, 20, 40, 60].map((n) => (
                <option key={n} value={n}>
                  top {n}
                </option>
              ))}
            </Select>
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="source"
              checked={source === "chosen"}
              onChange={() => setSource("chosen")}
            />
            My own list
          </label>
          {source === "chosen" && (
            <div className="grid gap-1 pl-6">
              <Label htmlFor="verb-list">Verbs, separated by commas</Label>
              <Input
                id="verb-list"
                value={list}
                placeholder={setup.frequent_verbs.slice(0, 4).join(", ")}
                onChange={(e) => setList(e.target.value)}
              />
            </div>
          )}
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="source"
              checked={source === "weak"}
              disabled={setup.weak_verbs.length === 0}
              onChange={() => setSource("weak")}
            />
            My weak verbs {setup.weak_verbs.length > 0 ? `(${setup.weak_verbs.length})` : "(none yet)"}
          </label>
        </fieldset>
        <Checks
          legend="Tenses"
          options={setup.tenses.map((t) => ({ id: t.id, label: t.name }))}
          chosen={tenses}
          onChange={setTenses}
        />
        <Checks legend="Pronouns" options={setup.persons} chosen={persons} onChange={setPersons} />
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 font-semibold">Answer by</legend>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="mode" checked={mode === "type"} onChange={() => setMode("type")} />{" "}
            Typing
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="mode" checked={mode === "pick"} onChange={() => setMode("pick")} />{" "}
            Picking the form
          </label>
        </fieldset>
        {missing && <p className="text-sm text-slate-600">{missing}</p>}
        <Button
          className="w-fit"
          disabled={pending || missing !== null}
          onClick={() =>
            onStart({ language: setup.language, source, top, verbs, tenses, persons, mode, size: 10 })
          }
        >
          <Play aria-hidden className="size-4" /> Start the round
        </Button>
      </CardContent>
    </Card>
  );
}

/** The classic one-line setup: one tense, optionally some verbs, every pronoun, typed answers. */
export function ClassicSetup({
  setup,
  pending,
  onStart,
}: {
  setup: VerbGameSetup;
  pending: boolean;
  onStart: (body: VerbRoundRequest) => void;
}) {
  const [tense, setTense] = useState(setup.tenses[0]!.id);
  const [list, setList] = useState("");
  const verbs = readVerbs(list);
  return (
    <form
      data-testid="verb-setup-classic"
      className="flex flex-wrap items-end gap-2 rounded-xl border border-slate-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        onStart({
          language: setup.language,
          source: verbs.length > 0 ? "chosen" : "frequent",
          top: 20,
          verbs,
          tenses: [tense],
          persons: setup.persons.map((p) => p.id),
          mode: "type",
          size: 10,
        });
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor="classic-tense">Tense</Label>
        <Select id="classic-tense" value={tense} onChange={(e) => setTense(e.target.value)}>
          {setup.tenses.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid min-w-40 flex-1 gap-1">
        <Label htmlFor="classic-verbs">Verbs (blank: the 20 most frequent)</Label>
        <Input id="classic-verbs" value={list} onChange={(e) => setList(e.target.value)} />
      </div>
      <Button type="submit" disabled={pending}>
        Drill
      </Button>
    </form>
  );
}
