import { useEffect, useState } from "react";
import { useBootState } from "../components/python-boot-status";
import { getPythonRuntime, type PythonRuntime } from "../runtime/python-runtime";

/** The document's Python runtime, started when a Python page first needs it, and its boot state. */
export function usePythonRuntime(): { runtime: PythonRuntime; state: ReturnType<typeof useBootState> } {
  const [runtime] = useState(getPythonRuntime);
  const state = useBootState(runtime);
  useEffect(() => {
    const root = document.documentElement.dataset;
    root.pythonReady = state.status === "ready" ? "true" : "false";
    // How Python started (decision 069), for the benchmark and the browser tests.
    if (state.status === "ready") root.pythonBoot = state.boot;
  }, [state]);
  return { runtime, state };
}
