import { contactTopicLabel } from "@app/contract/contact";
import type { HelpArticle } from "@app/contract/help-articles";
import { ArrowLeft, Mail } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { paths } from "@/lib/paths";

/** Groups an article's blocks: consecutive "- " items become one list. */
function toBlocks(body: readonly string[]) {
  const blocks: ({ kind: "p" | "h"; text: string } | { kind: "list"; items: string[] })[] = [];
  for (const line of body) {
    const last = blocks.at(-1);
    if (line.startsWith("- ")) {
      if (last?.kind === "list") last.items.push(line.slice(2));
      else blocks.push({ kind: "list", items: [line.slice(2)] });
    } else if (line.startsWith("## ")) blocks.push({ kind: "h", text: line.slice(3) });
    else blocks.push({ kind: "p", text: line });
  }
  return blocks;
}

/** One help article, with the way back to the list and to the contact form on its topic. */
export function HelpArticleView({ article }: { article: HelpArticle }) {
  return (
    <article className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-12 sm:px-6 sm:py-16">
      <Link
        to={paths.help}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> All help articles
      </Link>
      <PageIntro title={article.title}>
        <p>{article.summary}</p>
      </PageIntro>
      <div className="grid gap-4 leading-relaxed text-slate-700">
        {toBlocks(article.body).map((block) =>
          block.kind === "h" ? (
            <h2 key={block.text} className="mt-2 text-xl font-semibold text-slate-900">
              {block.text}
            </h2>
          ) : block.kind === "list" ? (
            <ul key={block.items[0]} className="grid list-disc gap-2 pl-5">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : (
            <p key={block.text}>{block.text}</p>
          ),
        )}
      </div>
      <aside className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-5">
        <p className="text-slate-700">
          Still need help with {contactTopicLabel(article.topic).toLowerCase()}?
        </p>
        <Link
          to={`${paths.contact}?topic=${article.topic}`}
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
        >
          <Mail aria-hidden className="size-4" /> Write to us
        </Link>
      </aside>
    </article>
  );
}
