import { ACCESSORIES, type AvatarConfig, HAIR_STYLES } from "@app/contract/scene";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

const COLOUR_FIELDS = [
  ["skinColour", "Skin"],
  ["hairColour", "Hair colour"],
  ["shirtColour", "Shirt"],
] as const;

/** The student builds their avatar: colours, hair and an accessory; saved on the server. */
export function AvatarEditor({
  value,
  onChange,
  onSave,
  isSaving,
  saveError,
  savedAt,
}: {
  value: AvatarConfig;
  onChange: (next: AvatarConfig) => void;
  onSave: () => void;
  isSaving: boolean;
  saveError: string | null;
  savedAt: string | null;
}) {
  const selectClass = "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900";
  return (
    <form
      aria-label="Your avatar"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <h2 className="text-base font-semibold text-slate-900">Build your avatar</h2>
      <div className="grid grid-cols-3 gap-2">
        {COLOUR_FIELDS.map(([key, label]) => (
          <label key={key} className="grid gap-1 text-sm text-slate-700">
            {label}
            <input
              type="color"
              value={value[key]}
              onChange={(e) => onChange({ ...value, [key]: e.target.value })}
              className="h-9 w-full rounded border border-slate-300"
            />
          </label>
        ))}
      </div>
      <label className="grid gap-1 text-sm text-slate-700">
        Hair
        <select
          className={selectClass}
          value={value.hairStyle}
          onChange={(e) => onChange({ ...value, hairStyle: e.target.value as AvatarConfig["hairStyle"] })}
        >
          {HAIR_STYLES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm text-slate-700">
        Accessory
        <select
          className={selectClass}
          value={value.accessory}
          onChange={(e) => onChange({ ...value, accessory: e.target.value as AvatarConfig["accessory"] })}
        >
          {ACCESSORIES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      {saveError && (
        <Alert tone="error" title="Your avatar was not saved">
          {saveError}
        </Alert>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? "Saving…" : "Save my avatar"}
        </Button>
        {savedAt && !isSaving && (
          <span role="status" className="text-sm text-slate-600">
            Saved.
          </span>
        )}
      </div>
    </form>
  );
}
