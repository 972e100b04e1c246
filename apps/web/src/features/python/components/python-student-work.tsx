import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { usePythonWork } from "../api/get-python-work";

/** A student's Python course for their tutor: each started exercise, its attempts, hints and latest code. */
export function PythonStudentWork({ studentId }: { studentId: number }) {
  const work = usePythonWork(studentId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Python course</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {work.isPending ? (
          <Skeleton className="h-24" />
        ) : work.isError ? (
          <Alert tone="error">The Python work could not be loaded.</Alert>
        ) : (
          <>
            <p className="text-sm">
              {work.data.passed} of {work.data.total} exercises passed
            </p>
            {work.data.exercises.filter((e) => e.status !== "not-started" || e.attempts > 0).length === 0 ? (
              <p className="text-sm text-slate-600">No Python exercises started yet.</p>
            ) : (
              <ul className="grid gap-2">
                {work.data.exercises
                  .filter((e) => e.status !== "not-started" || e.attempts > 0)
                  .map((e) => (
                    <li key={e.slug}>
                      <details className="rounded border border-slate-200 p-2">
                        <summary className="flex cursor-pointer flex-wrap items-center gap-2 text-sm">
                          <span className="font-medium">
                            Week {e.week}: {e.title}
                          </span>
                          <Badge tone={e.status === "passed" ? "success" : "warning"}>
                            {e.status.replace("-", " ")}
                          </Badge>
                          <span className="text-slate-600">
                            {e.attempts} checks · {e.hints_taken} hints
                          </span>
                        </summary>
                        <pre className="mt-2 overflow-auto rounded bg-slate-100 p-2 font-mono text-xs">
                          {e.latest_code ?? "(no code saved)"}
                        </pre>
                      </details>
                    </li>
                  ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
