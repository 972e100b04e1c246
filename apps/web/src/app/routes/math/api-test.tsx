import { ApiTestPanel } from "@/features/math/components/api-test-panel";
import { MathPage } from "@/features/math/components/math-page";

export default function MathApiTestPage() {
  return (
    <MathPage
      title="Math games API test"
      lead="The construction model, the judging and the function reader, each run here with its result."
    >
      <ApiTestPanel />
    </MathPage>
  );
}
