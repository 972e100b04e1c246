import { type SceneDescription, sceneDescriptionSchema } from "@app/contract/scene";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";

/**
 * The scene description as JSON, editable live: each valid edit redraws the scene; an invalid one
 * says what is wrong and leaves the scene as it was.
 */
export function SceneEditor({
  initial,
  onChange,
}: {
  initial: SceneDescription;
  onChange: (scene: SceneDescription) => void;
}) {
  const [text, setText] = useState(() => JSON.stringify(initial, null, 2));
  const [error, setError] = useState<string | null>(null);
  const edit = (next: string) => {
    setText(next);
    let json: unknown;
    try {
      json = JSON.parse(next);
    } catch {
      setError("That is not valid JSON yet.");
      return;
    }
    const parsed = sceneDescriptionSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError(`${issue.path.join(".") || "scene"}: ${issue.message}`);
      return;
    }
    setError(null);
    onChange(parsed.data);
  };
  return (
    <section
      aria-label="Scene description"
      className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <label htmlFor="scene-json" className="text-base font-semibold text-slate-900">
        Scene description
      </label>
      <p className="text-sm text-slate-600">
        Change a colour, a size or a position: the scene follows as you type.
      </p>
      <textarea
        id="scene-json"
        spellCheck={false}
        value={text}
        onChange={(e) => edit(e.target.value)}
        className="h-80 w-full rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs text-slate-900"
        aria-invalid={error !== null}
        aria-describedby={error ? "scene-json-error" : undefined}
      />
      {error && (
        <div id="scene-json-error">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </section>
  );
}
