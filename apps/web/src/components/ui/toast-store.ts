import { create } from "zustand";

export type ToastVariant = "default" | "destructive" | "celebration";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; 5000 unless given (spec 9). */
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastInput, "title" | "variant" | "duration">> {
  id: number;
  description?: string;
  isOpen: boolean;
}

export const TOAST_DURATION_MS = 5000;
/** Time the closing animation gets before a toast leaves the store. */
const TOAST_REMOVE_DELAY_MS = 300;

interface ToastState {
  toasts: ToastItem[];
  show: (input: ToastInput) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** The app's toasts; one at a time, a new toast replaces the one on screen (spec 9). */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (input) => {
    const id = nextId++;
    const item: ToastItem = {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? "default",
      duration: input.duration ?? TOAST_DURATION_MS,
      isOpen: true,
    };
    set({ toasts: [item] });
    return id;
  },
  dismiss: (id) => {
    set((state) => ({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, isOpen: false } : t)) }));
    setTimeout(
      () => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
      TOAST_REMOVE_DELAY_MS,
    );
  },
}));

/** Shows a toast from anywhere (components, mutations, session code). */
export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input);
}
