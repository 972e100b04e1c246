import { AvatarTest } from "./avatar-test";

/** /student/simple-avatar-test */
export default function SimpleAvatarTestPage() {
  return <AvatarTest level="simple" title="Simple avatar test" />;
}
