import { Download, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { describeFailure } from "@/lib/api-errors";
import { exportCourse, useImportCourse } from "../api/curriculum-files";

/** Imports a course file (the format of apps/server/content/curriculum). */
export function ImportCourseButton() {
  const input = useRef<HTMLInputElement>(null);
  const importing = useImportCourse();
  return (
    <div className="grid gap-2">
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        aria-label="Course file to import"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) importing.mutate(file);
          event.target.value = "";
        }}
      />
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        isBusy={importing.isPending}
        busyLabel="Importing…"
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden className="size-4" /> Import a course file
      </Button>
      {importing.isSuccess && (
        <Alert tone="success">
          Imported: {importing.data.created.units} new units and {importing.data.created.lessons} new lessons
          (as drafts), {importing.data.updated.lessons} lessons updated.
        </Alert>
      )}
      {importing.isError && <Alert tone="error">{describeFailure(importing.error)}</Alert>}
    </div>
  );
}

/** Downloads a course as a file to edit and import again. */
export function ExportCourseButton({ slug }: { slug: string }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => exportCourse(slug).catch((failure: unknown) => setError(describeFailure(failure)))}
      >
        <Download aria-hidden className="size-4" /> Export
      </Button>
      {error && <p className="basis-full text-xs text-red-700">{error}</p>}
    </>
  );
}
