import { Navigate, useParams } from "react-router";
import { paths } from "@/lib/paths";

/** /student/go/:id? (spec 2.3): an id opens that material, no id opens the student area. */
export default function StudentRedirectPage() {
  const { id } = useParams();
  return <Navigate to={id ? paths.student.material(id) : paths.student.root} replace />;
}
