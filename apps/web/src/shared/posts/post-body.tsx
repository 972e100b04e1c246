import { MathMarkdown } from "@/shared/math/components/math-markdown";

/**
 * A post's Markdown with math and images, sanitised by the shared renderer (decisions.md 8): an
 * author's script, event handler or form never reaches the page.
 */
export function PostBody({ body }: { body: string }) {
  return (
    <MathMarkdown
      source={body}
      className="post-body grid gap-4 text-base leading-relaxed text-slate-800 [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_img]:my-2 [&_img]:w-full [&_img]:rounded-xl [&_img]:border [&_img]:border-slate-200 [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:grid [&_ol]:gap-1 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1 [&_a]:text-brand-700 [&_a]:underline"
    />
  );
}
