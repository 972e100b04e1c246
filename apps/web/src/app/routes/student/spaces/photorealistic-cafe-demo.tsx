import { FrenchCafe } from "./french-cafe-demo";

/** /student/photorealistic-cafe-demo: the café with physically based materials, shadows and environment light. */
export default function PhotorealisticCafeDemoPage() {
  return <FrenchCafe photoreal />;
}
