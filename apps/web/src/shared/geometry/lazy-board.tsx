import { type ComponentProps, lazy, Suspense } from "react";

const ConstructionBoard = lazy(() => import("./construction-board"));

/** The construction board, loaded on first use: mafs never reaches the first page or the student shell. */
export function LazyConstructionBoard(props: ComponentProps<typeof ConstructionBoard>) {
  return (
    <Suspense
      fallback={
        <p className="rounded-xl border border-dashed p-6 text-sm text-slate-600">Loading the board…</p>
      }
    >
      <ConstructionBoard {...props} />
    </Suspense>
  );
}
