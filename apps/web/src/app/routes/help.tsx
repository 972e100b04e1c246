import { findHelpArticle } from "@app/contract/help-articles";
import { PUBLIC_PAGE_META } from "@app/contract/public-pages";
import { Link, useSearchParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { PlaceholderPage } from "@/components/placeholder-page";
import { HelpArticleList, helpArticlePath } from "@/features/help/components/help-article-list";
import { HelpArticleView } from "@/features/help/components/help-article-view";
import { NotifyMeForm } from "@/features/interest/components/notify-me-form";
import { paths } from "@/lib/paths";

/**
 * /help (spec 2.1, with the optional e-mail signup): the help articles, searchable; an article
 * opens at /help?article=<slug> (the route map has one help path), its search at /help?q=.
 */
export default function HelpPage() {
  const [params, setParams] = useSearchParams();
  const slug = params.get("article");
  const article = slug ? findHelpArticle(slug) : undefined;
  if (article)
    return (
      <>
        <PageMeta
          title={article.title}
          description={article.summary}
          path={helpArticlePath(article.slug)}
          type="article"
        />
        <HelpArticleView article={article} />
      </>
    );
  const query = params.get("q") ?? "";
  return (
    <PlaceholderPage
      title="Help centre"
      description={
        <p>
          Step-by-step answers to common questions about booking lessons, credits and refunds, children's
          accounts and privacy.
        </p>
      }
    >
      <PageMeta {...PUBLIC_PAGE_META["/help"]} path={paths.help} />
      {slug && (
        <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
          That article does not exist (any more). Here are all of them.
        </p>
      )}
      <HelpArticleList
        query={query}
        onQueryChange={(next) => setParams(next ? { q: next } : {}, { replace: true })}
      />
      <p className="text-slate-700">
        Did not find your answer?{" "}
        <Link to={paths.contact} className="font-medium text-brand-700 underline underline-offset-2">
          Write to us
        </Link>{" "}
        and a person replies by e-mail.
      </p>
      <NotifyMeForm source="help" prompt="E-mail me when new help articles are published" />
    </PlaceholderPage>
  );
}
