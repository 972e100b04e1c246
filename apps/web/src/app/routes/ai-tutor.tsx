import { PlaceholderPage } from "@/components/placeholder-page";
import { NotifyMeForm } from "@/features/interest/components/notify-me-form";

/** /ai-tutor, with the optional e-mail signup (spec 2.1); the tutor is switched off until its issue lands. */
export default function AiTutorPage() {
  return (
    <PlaceholderPage
      title="AI tutor: coming soon"
      description={
        <>
          <p>The AI tutor is not open yet, and nothing on the platform uses AI sessions today.</p>
          <p className="mt-3 text-base">
            When it opens, it will give hints, worked steps and encouragement from your own lessons, in the
            tone and pace you choose. It will run inside the platform, and a child's words will never go to an
            outside service unless a parent has said yes.
          </p>
        </>
      }
    >
      <NotifyMeForm source="ai-tutor" prompt="Tell me when the AI tutor opens" />
    </PlaceholderPage>
  );
}
