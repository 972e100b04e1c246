import { searchHelpArticles } from "@app/contract/help-articles";
import { Search } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { paths } from "@/lib/paths";

export const helpArticlePath = (slug: string) => `${paths.help}?article=${encodeURIComponent(slug)}`;

/** The help articles, searched as you type (the query stays in the address to share). */
export function HelpArticleList({
  query,
  onQueryChange,
}: {
  query: string;
  onQueryChange: (q: string) => void;
}) {
  const id = useId();
  const found = searchHelpArticles(query);
  return (
    <section aria-label="Help articles" className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Search the help centre</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id={id}
            type="search"
            className="pl-9"
            placeholder="For example: refund, cancel, child login"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {found.length === 1 ? "1 article" : `${found.length} articles`}
      </p>
      {found.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700">
          No article matches "{query}". Try other words, or{" "}
          <Link to={paths.contact} className="font-medium text-brand-700 underline underline-offset-2">
            write to us
          </Link>
          .
        </p>
      ) : (
        <ul className="grid gap-3">
          {found.map((article) => (
            <li
              key={article.slug}
              className="relative rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600"
            >
              <h2 className="font-semibold text-slate-900">
                <Link
                  to={helpArticlePath(article.slug)}
                  className="after:absolute after:inset-0 hover:underline"
                >
                  {article.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-600">{article.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
