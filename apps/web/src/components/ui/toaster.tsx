import { Toast, ToastProvider, ToastViewport } from "./toast";
import { TOAST_DURATION_MS, useToastStore } from "./toast-store";

/** Renders the toast store with Radix toast; loaded lazily by ToasterHost. */
export default function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((item) => (
        <Toast
          key={item.id}
          open={item.isOpen}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(item.id);
          }}
          duration={item.duration}
          variant={item.variant}
          title={item.title}
          description={item.description}
        />
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
