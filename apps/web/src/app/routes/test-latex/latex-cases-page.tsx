import { PageIntro } from "@/components/page-intro";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import type { LatexCase } from "./latex-cases";

/** A test page (spec 2.6): each case's source beside its rendering. */
export function LatexCasesPage({
  title,
  intro,
  cases,
}: {
  title: string;
  intro: string;
  cases: LatexCase[];
}) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <PageIntro title={title}>
        <p className="text-base">{intro}</p>
        <p className="text-sm text-slate-500">
          Rendered by KaTeX, bundled with the app (no CDN). Markdown is sanitised.
        </p>
      </PageIntro>
      <ol className="grid gap-5">
        {cases.map((item) => (
          <li
            key={item.title}
            className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:grid-cols-2"
            data-testid="latex-case"
          >
            <div className="grid min-w-0 content-start gap-2">
              <h2 className="font-semibold text-slate-900">{item.title}</h2>
              <p className="text-sm text-slate-600">{item.expect}</p>
              <pre className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs leading-relaxed whitespace-pre-wrap text-slate-100">
                <code>{item.source}</code>
              </pre>
            </div>
            <div
              className="min-w-0 rounded-lg border border-dashed border-slate-200 p-3"
              data-testid="latex-rendered"
            >
              <MathMarkdown source={item.source} className="text-slate-900" />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
