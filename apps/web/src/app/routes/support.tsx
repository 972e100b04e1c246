import { HELP_ARTICLES } from "@app/contract/help-articles";
import { PUBLIC_PAGE_META } from "@app/contract/public-pages";
import { Link } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { PlaceholderPage } from "@/components/placeholder-page";
import { ContactForm } from "@/features/contact/components/contact-form";
import { helpArticlePath } from "@/features/help/components/help-article-list";
import { NotifyMeForm } from "@/features/interest/components/notify-me-form";
import { paths } from "@/lib/paths";
import { useSignedInSender } from "./public-site/use-signed-in-sender";

/** /support (spec 2.1, with the optional e-mail signup): the common answers, then a person to write to. */
export default function SupportPage() {
  return (
    <PlaceholderPage
      title="Support"
      description={
        <p>
          Need a hand with your account, a booked lesson or a payment? Start with the answers below; if they
          do not help, write to us and a real person replies by e-mail.
        </p>
      }
    >
      <PageMeta {...PUBLIC_PAGE_META["/support"]} path={paths.support} />
      <section aria-labelledby="support-answers" className="grid gap-3">
        <h2 id="support-answers" className="text-xl font-semibold text-slate-900">
          Common questions
        </h2>
        <ul className="grid gap-2">
          {HELP_ARTICLES.map((article) => (
            <li key={article.slug}>
              <Link to={helpArticlePath(article.slug)} className="font-medium text-brand-700 hover:underline">
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-600">
          Or search them all in the{" "}
          <Link to={paths.help} className="font-medium text-brand-700 underline underline-offset-2">
            help centre
          </Link>
          .
        </p>
      </section>
      <section aria-labelledby="support-write" className="grid gap-3">
        <h2 id="support-write" className="text-xl font-semibold text-slate-900">
          Write to us
        </h2>
        <ContactForm sender={useSignedInSender()} />
      </section>
      <NotifyMeForm source="support" prompt="E-mail me when new help articles are published" />
    </PlaceholderPage>
  );
}
