import { PlaceholderPage } from "@/components/placeholder-page";
import { NotifyMeForm } from "@/features/interest/components/notify-me-form";

/** /ai-tutor, with the optional e-mail signup (spec 2.1). */
export default function AiTutorPage() {
  return (
    <PlaceholderPage
      title="AI tutor"
      description={
        <>
          <p>
            A patient study partner that gives hints, worked steps and encouragement from your own lessons, in
            the tone and pace you choose.
          </p>
          <p className="mt-3 text-base">
            It runs inside the platform, and a child's words never go to an outside service unless a parent
            has said yes.
          </p>
        </>
      }
    >
      <NotifyMeForm source="ai-tutor" prompt="Tell me when the AI tutor is ready" />
    </PlaceholderPage>
  );
}
