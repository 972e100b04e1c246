import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { PythonBootStatus } from "@/features/python/components/python-boot-status";
import { PythonPlayground } from "@/features/python/components/python-playground";
import { usePythonRuntime } from "@/features/python/hooks/use-python-runtime";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student/python-learning/ide: the free Python playground with the student's saved files. */
export default function PythonIdePage() {
  const { studentId } = useActiveStudent();
  const { runtime, state } = usePythonRuntime();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Python playground">
        Write any program you like; your files are saved as you type.{" "}
        <Link to="/student/python-learning/dashboard" className="underline">
          Back to the course
        </Link>
      </PageIntro>
      <PythonBootStatus state={state} />
      <PythonPlayground studentId={studentId} runtime={runtime} isRuntimeReady={state.status === "ready"} />
    </div>
  );
}
