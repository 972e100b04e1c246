import { Library3d } from "./library-3d";

/** /student/third-person-library-demo: the 3D library with the camera following your avatar. */
export default function ThirdPersonLibraryDemoPage() {
  return <Library3d mode="third-person" detail="standard" title="Third-person library" />;
}
