import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { tutorStudentsQueryOptions } from "../api/list-tutor-students";
import { StudentGlanceList } from "./student-glance-list";

/** Every student assigned to the tutor (every assigned student for an admin), at a glance. */
export function TutorStudents() {
  const query = useQuery(tutorStudentsQueryOptions());
  if (query.isPending) return <Skeleton className="h-40" />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  if (query.data.length === 0)
    return <p className="text-slate-600">No students are assigned to you yet. An admin assigns them.</p>;
  return <StudentGlanceList students={query.data} />;
}
