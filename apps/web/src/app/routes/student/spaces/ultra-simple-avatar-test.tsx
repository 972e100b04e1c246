import { AvatarTest } from "./avatar-test";

/** /student/ultra-simple-avatar-test */
export default function UltraSimpleAvatarTestPage() {
  return <AvatarTest level="ultra-simple" title="Ultra-simple avatar test" />;
}
