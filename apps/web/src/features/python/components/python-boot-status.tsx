import { useSyncExternalStore } from "react";
import { Alert } from "@/components/ui/alert";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { BootState, PythonRuntime } from "../runtime/python-runtime";

/** The runtime's boot state, as React state. */
export function useBootState(runtime: PythonRuntime): BootState {
  return useSyncExternalStore(
    (listener) => runtime.subscribe(listener),
    () => runtime.state,
  );
}

/** The progress bar while Python loads, or the reason it could not. */
export function PythonBootStatus({ state }: { state: BootState }) {
  if (state.status === "ready") return null;
  if (state.status === "failed") return <Alert tone="error">{state.message}</Alert>;
  return (
    <div className="grid gap-1" data-testid="python-loading">
      <p className="text-sm text-slate-600">
        {state.label}… Python runs in your browser; the first start takes a moment.
      </p>
      <ProgressBar value={state.progress} label="Loading Python" />
    </div>
  );
}
