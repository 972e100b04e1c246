import * as ToastPrimitive from "@radix-ui/react-toast";
import { PartyPopper, X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import type { ToastVariant } from "./toast-store";

export const ToastProvider = ToastPrimitive.Provider;

/** Where toasts appear: bottom of the screen on phones, bottom right on desktop. */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        "fixed inset-x-0 bottom-0 z-[100] flex max-h-screen flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:right-0 sm:w-[24rem]",
        className,
      )}
      {...props}
    />
  );
}

const variantClasses: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-200 bg-red-600 text-white",
  celebration: "border-amber-200 bg-gradient-to-r from-amber-50 to-brand-50 text-slate-900",
};

interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
  title: string;
  description?: string;
}

/** One toast: a title, an optional description and a close button. */
export function Toast({ variant = "default", title, description, className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      type={variant === "destructive" ? "foreground" : "background"}
      className={cn(
        "pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
        "data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out",
        "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-toast-out",
        variantClasses[variant],
        className,
      )}
      {...props}
    >
      {variant === "celebration" && (
        <PartyPopper aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-500" />
      )}
      <div className="grid gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
        {description && (
          <ToastPrimitive.Description className="text-sm opacity-90">
            {description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label="Close"
        className="absolute top-3 right-3 rounded p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
      >
        <X aria-hidden className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
