import { FunctionGrapher } from "@/features/math/components/function-grapher";
import { MathPage } from "@/features/math/components/math-page";

export default function FunctionGraphingPage() {
  return (
    <MathPage title="Function graphing" lead="Type a function of x. Any other letter gets a slider.">
      <FunctionGrapher />
    </MathPage>
  );
}
