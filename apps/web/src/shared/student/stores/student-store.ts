import { isTheme, type Theme } from "@app/domain/profile";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { STORAGE_KEYS } from "@/lib/storage";
import type { CreditEntry, HomeworkItem, StudentProfile, UpcomingLesson } from "../types";

/** The student store's data (spec 3), kept in local storage under `student-storage`. */
export interface StudentData {
  /** The selected student's profile. */
  profile: StudentProfile | null;
  students: StudentProfile[];
  /** The selected student's id, as the address carries it (digits). */
  selectedStudentId: string | null;
  isParentAccount: boolean;
  credits: CreditEntry[];
  homework: HomeworkItem[];
  upcomingSessions: UpcomingLesson[];
  /** Ids of favourite content. */
  favouriteContent: string[];
  isAuthenticated: boolean;
  /** The theme last applied (spec 4.7); only ever "kids" or "adult". */
  preferredTheme: Theme | null;
}

interface StudentState extends StudentData {
  /** Makes a student the selected one. */
  setSelectedStudentId: (id: string | null) => void;
  /** Forgets everything, as sign-out and a change of user require (spec 4.1). */
  reset: () => void;
}

export const initialStudentData: StudentData = {
  profile: null,
  students: [],
  selectedStudentId: null,
  isParentAccount: false,
  credits: [],
  homework: [],
  upcomingSessions: [],
  favouriteContent: [],
  isAuthenticated: false,
  preferredTheme: null,
};

/** Reads stored data defensively: a damaged or foreign value falls back to the initial one. */
function mergeStored(stored: unknown, current: StudentState): StudentState {
  if (typeof stored !== "object" || stored === null) return current;
  const data = stored as Partial<StudentData>;
  return {
    ...current,
    ...data,
    selectedStudentId: typeof data.selectedStudentId === "string" ? data.selectedStudentId : null,
    students: Array.isArray(data.students) ? data.students : [],
    favouriteContent: Array.isArray(data.favouriteContent) ? data.favouriteContent : [],
    preferredTheme: isTheme(data.preferredTheme) ? data.preferredTheme : null,
  };
}

export const useStudentStore = create<StudentState>()(
  persist(
    (set) => ({
      ...initialStudentData,
      setSelectedStudentId: (id) => set({ selectedStudentId: id }),
      reset: () => set({ ...initialStudentData }),
    }),
    {
      name: STORAGE_KEYS.student,
      version: 2,
      storage: createJSONStorage(() => window.localStorage),
      // Version 1 held string ids of an older shape; start afresh rather than guess.
      migrate: () => ({ ...initialStudentData }),
      merge: mergeStored,
      partialize: ({ reset: _reset, setSelectedStudentId: _select, ...data }) => data,
    },
  ),
);
