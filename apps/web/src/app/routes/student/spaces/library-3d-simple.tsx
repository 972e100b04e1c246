import { Library3d } from "./library-3d";

/** /student/library-3d-simple: the 3D library in plain shapes, for weak devices. */
export default function Library3dSimplePage() {
  return <Library3d mode="first-person" detail="simple" title="3D library (simple)" />;
}
