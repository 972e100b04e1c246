import { PUBLIC_PAGE_META } from "@app/contract/public-pages";
import { WAITLIST_INTERESTS } from "@app/contract/waitlist";
import { useSearchParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { WaitlistConfirmation } from "@/features/waitlist/components/waitlist-confirmation";
import { WaitlistForm } from "@/features/waitlist/components/waitlist-form";
import { paths } from "@/lib/paths";
import { PageHero } from "./public-site/page-hero";

/** /waitlist: join with an e-mail and interests; ?token= confirms a place from the e-mailed link. */
export default function WaitlistPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const interest = params.get("interest");
  const preset = WAITLIST_INTERESTS.find((known) => known === interest);
  return (
    <>
      <PageMeta {...PUBLIC_PAGE_META["/waitlist"]} path={paths.waitlist()} />
      <PageHero eyebrow="Waitlist" title="Be first in line">
        <p>
          New tutors, subjects and group programmes open a few places at a time. Tell us what you're waiting
          for and we'll write the moment it opens.
        </p>
      </PageHero>
      <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:px-6">
        {token && <WaitlistConfirmation token={token} />}
        <WaitlistForm key={preset ?? "none"} initialInterests={preset ? [preset] : []} />
      </div>
    </>
  );
}
