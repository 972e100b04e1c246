import type { LessonPlayerVideo } from "@app/contract/learning-answers";
import { ExternalLink, PlayCircle } from "lucide-react";

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return "the video's site";
  }
};

/**
 * A lesson's video: an uploaded one in the page's own player with captions, or a link to where it
 * plays; the transcript below either way, for reading along or instead.
 */
export function LessonVideo({
  video,
  title,
}: {
  video: LessonPlayerVideo | null | undefined;
  title: string;
}) {
  if (!video) return null;
  return (
    <section aria-labelledby="video-heading" className="grid gap-3">
      <h2 id="video-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <PlayCircle aria-hidden className="size-5 text-brand-700" /> Video
      </h2>
      {video.kind === "upload" ? (
        // biome-ignore lint/a11y/useMediaCaption: captions come from the lesson when its author added them
        <video
          controls
          preload="metadata"
          className="aspect-video w-full rounded-xl border border-slate-200 bg-slate-900"
          aria-label={`Video: ${title}`}
          src={video.url}
        >
          {video.captions_url && (
            <track kind="captions" src={video.captions_url} srcLang="en" label="English" default />
          )}
        </video>
      ) : (
        <a
          href={video.url}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 font-medium text-brand-700 hover:underline"
        >
          <ExternalLink aria-hidden className="size-4" /> Watch on {hostOf(video.url)}
        </a>
      )}
      {video.transcript && (
        <details className="rounded-xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer text-sm font-medium text-slate-900">Transcript</summary>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700">
            {video.transcript}
          </p>
        </details>
      )}
    </section>
  );
}
