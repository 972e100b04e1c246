import { Library3d } from "./library-3d";

/** /student/first-person-library-demo: the 3D library seen through your own eyes. */
export default function FirstPersonLibraryDemoPage() {
  return <Library3d mode="first-person" detail="standard" title="First-person library" />;
}
