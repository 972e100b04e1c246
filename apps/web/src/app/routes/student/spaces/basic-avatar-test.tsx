import { AvatarTest } from "./avatar-test";

/** /student/basic-avatar-test */
export default function BasicAvatarTestPage() {
  return <AvatarTest level="basic" title="Basic avatar test" />;
}
