import { lazy, Suspense, useState } from "react";
import { useToastStore } from "./toast-store";

// Radix toast stays out of the first page: it loads when the first toast is shown.
const Toaster = lazy(() => import("./toaster"));

/** Mounts the toaster once there is something to show. */
export function ToasterHost() {
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const [isNeeded, setIsNeeded] = useState(false);
  if (hasToasts && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
