import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { useTutorSettings } from "../api/get-tutor-settings";
import { useSaveTutorSettings } from "../api/save-tutor-settings";
import { ENGINE_LABELS } from "./tutor-message";

/**
 * Which engine the tutor uses, and (for a parent) the opt-in that lets a child's words go to the
 * school's configured language model. Off by default; never under 13 without a parent's consent.
 */
export function TutorEngineSetting({ studentId, isParent }: { studentId: number | null; isParent: boolean }) {
  const settings = useTutorSettings(studentId);
  const save = useSaveTutorSettings(studentId);
  if (settings.isPending) return <Skeleton className="h-16 w-full" />;
  if (settings.isError)
    return (
      <Alert tone="error" title="Failed to load the tutor's settings">
        {settings.error.message}
      </Alert>
    );
  const data = settings.data;
  return (
    <div className="grid gap-2 text-sm" data-testid="tutor-engine-setting">
      <p>
        <span className="font-semibold">Answering now: </span>
        {ENGINE_LABELS[data.engine]}
      </p>
      <p className="text-slate-600">{data.reason}</p>
      {isParent && data.outside_model_configured && (
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 size-4"
            checked={data.outside_model_allowed}
            disabled={save.isPending}
            onChange={(e) => save.mutate(e.target.checked)}
          />
          <span>
            Allow the tutor to send my child's questions to the school's language model. It gets the lesson
            and the question, never your child's name or e-mail. Off until you turn it on.
          </span>
        </label>
      )}
      {save.isError && <p className="text-red-700">{save.error.message}</p>}
    </div>
  );
}
