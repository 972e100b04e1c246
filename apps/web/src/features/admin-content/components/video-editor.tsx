import { Trash2, Upload } from "lucide-react";
import { useId, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { describeFailure } from "@/lib/api-errors";
import { useUploadVideo } from "../api/save-content";
import type { VideoDraft } from "../lib/lesson-draft";

/** The lesson's video: an uploaded MP4/WebM (with WebVTT captions) or a link, and its transcript. */
export function VideoEditor({
  video,
  onChange,
}: {
  video: VideoDraft | null;
  onChange: (video: VideoDraft | null) => void;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadVideo();
  const current = video ?? { kind: "upload" as const, url: "", captions_vtt: "", transcript: "" };
  const set = (changes: Partial<VideoDraft>) => onChange({ ...current, ...changes });
  if (!video)
    return (
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => onChange(current)}>
        Add a video
      </Button>
    );
  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap gap-4 text-sm">
        {(["upload", "link"] as const).map((kind) => (
          <label key={kind} className="flex items-center gap-1.5">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={video.kind === kind}
              onChange={() => set({ kind, url: "" })}
            />
            {kind === "upload" ? "Upload a video file" : "Link to a video elsewhere"}
          </label>
        ))}
      </div>
      {video.kind === "upload" ? (
        <div className="grid gap-2">
          <input
            ref={fileInput}
            type="file"
            accept="video/mp4,video/webm"
            className="sr-only"
            aria-label="Video file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate(file, { onSuccess: ({ url }) => set({ url }) });
              event.target.value = "";
            }}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              size="sm"
              isBusy={upload.isPending}
              busyLabel="Uploading…"
              onClick={() => fileInput.current?.click()}
            >
              <Upload aria-hidden className="size-4" />{" "}
              {video.url ? "Replace the video" : "Upload MP4 or WebM (up to 100 MB)"}
            </Button>
            {video.url && <span className="font-mono text-xs text-slate-600">{video.url}</span>}
          </div>
          {upload.isError && <Alert tone="error">{describeFailure(upload.error)}</Alert>}
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-captions`}>Captions (WebVTT)</Label>
            <Textarea
              id={`${id}-captions`}
              rows={4}
              className="font-mono text-xs"
              placeholder={"WEBVTT\n\n00:00.000 --> 00:04.000\nFirst line of speech"}
              value={video.captions_vtt}
              onChange={(event) => set({ captions_vtt: event.target.value })}
            />
          </div>
        </div>
      ) : (
        <FormField
          label="Video link (https://…)"
          value={video.url}
          onChange={(event) => set({ url: event.target.value })}
        />
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-transcript`}>Transcript</Label>
        <Textarea
          id={`${id}-transcript`}
          rows={4}
          value={video.transcript}
          onChange={(event) => set({ transcript: event.target.value })}
        />
      </div>
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => onChange(null)}>
        <Trash2 aria-hidden className="size-4" /> Remove the video
      </Button>
    </div>
  );
}
