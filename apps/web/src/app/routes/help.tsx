import { PlaceholderPage } from "@/components/placeholder-page";
import { NotifyMeForm } from "@/features/interest/components/notify-me-form";

/** /help, with the optional e-mail signup (spec 2.1). */
export default function HelpPage() {
  return (
    <PlaceholderPage
      title="Help centre"
      description={
        <p>
          Step-by-step guides and answers to common questions about lessons, practice, progress and accounts
          are being written now.
        </p>
      }
    >
      <NotifyMeForm source="help" prompt="Tell me when the help centre opens" />
    </PlaceholderPage>
  );
}
