import { PlaceholderPage } from "@/components/placeholder-page";
import { NotifyMeForm } from "@/features/interest/components/notify-me-form";

/** /support, with the optional e-mail signup (spec 2.1). */
export default function SupportPage() {
  return (
    <PlaceholderPage
      title="Support"
      description={
        <p>
          Need a hand with your account, a booked lesson or a payment? Our support desk is opening soon, with
          real people answering your questions.
        </p>
      }
    >
      <NotifyMeForm source="support" prompt="Tell me when support opens" />
    </PlaceholderPage>
  );
}
