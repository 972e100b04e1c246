import { useEffect, useState } from "react";
import { useBootState } from "../components/python-boot-status";
import { getPythonRuntime, type PythonRuntime } from "../runtime/python-runtime";

/** The document's Python runtime, started when a Python page first needs it, and its boot state. */
export function usePythonRuntime(): { runtime: PythonRuntime; state: ReturnType<typeof useBootState> } {
  const [runtime] = useState(getPythonRuntime);
  const state = useBootState(runtime);
  useEffect(() => {
    document.documentElement.dataset.pythonReady = state.status === "ready" ? "true" : "false";
  }, [state.status]);
  return { runtime, state };
}
