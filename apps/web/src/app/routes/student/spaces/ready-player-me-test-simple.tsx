import { GltfAvatarTest } from "./ready-player-me-test";

/** /student/ready-player-me-test-simple */
export default function ReadyPlayerMeTestSimplePage() {
  return <GltfAvatarTest simple title="Avatar test (simple)" />;
}
