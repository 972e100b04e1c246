import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

interface LocalCompletionState {
  /** Per student, the assignments marked done on this device (spec 4.4: completion can be toggled locally). */
  byStudent: Record<string, Record<number, boolean>>;
  toggle: (studentId: number, assignmentId: number, isDone: boolean) => void;
}

/** Local "done" ticks: they change what this device counts, never what the tutor sees. */
export const useLocalCompletionStore = create<LocalCompletionState>()(
  persist(
    (set) => ({
      byStudent: {},
      toggle: (studentId, assignmentId, isDone) =>
        set((state) => {
          const current = { ...(state.byStudent[studentId] ?? {}) };
          if (isDone) current[assignmentId] = true;
          else delete current[assignmentId];
          return { byStudent: { ...state.byStudent, [studentId]: current } };
        }),
    }),
    {
      name: "assignment-completion-storage",
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ byStudent }) => ({ byStudent }),
    },
  ),
);

const NONE: Record<number, boolean> = {};

/** The local ticks of one student. */
export function useLocalCompletion(studentId: number | null) {
  const ticks = useLocalCompletionStore((s) =>
    studentId === null ? NONE : (s.byStudent[studentId] ?? NONE),
  );
  const toggle = useLocalCompletionStore((s) => s.toggle);
  return { ticks, toggle };
}
