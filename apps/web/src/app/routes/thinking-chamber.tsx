import { Link, useSearchParams } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { ThinkingChamber } from "@/features/tutor/components/thinking-chamber";
import { isFeatureEnabled } from "@/lib/feature-flags";

/** /test/thinking-chamber?material={id}&question={id} (spec 2.6, flag `thinking_chamber`; issue 24). */
export default function ThinkingChamberPage() {
  const [params] = useSearchParams();
  const status = useAuthStore((state) => state.status);
  const materialId = Number(params.get("material"));
  const questionId = params.get("question");
  const valid = Number.isInteger(materialId) && materialId > 0 && questionId !== null && questionId !== "";
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Thinking chamber">
        <p className="text-base">
          One step at a time: the tutor asks, you think. The answer stays yours to find.
        </p>
      </PageIntro>
      {!isFeatureEnabled("thinking_chamber") ? (
        <Alert tone="info">The thinking chamber is switched off in this browser.</Alert>
      ) : status === "loading" ? (
        <p role="status" className="text-slate-600">
          Loading…
        </p>
      ) : status !== "authenticated" ? (
        <Alert tone="info">
          <Link to="/auth/signin" className="font-medium underline">
            Sign in
          </Link>{" "}
          to work through a question step by step.
        </Alert>
      ) : !valid ? (
        <Alert tone="info">
          Open the thinking chamber from a practice question: after two wrong answers, choose "Think it
          through step by step".
        </Alert>
      ) : (
        <ThinkingChamber materialId={materialId} questionId={questionId} />
      )}
    </div>
  );
}
