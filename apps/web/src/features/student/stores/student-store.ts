import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { STORAGE_KEYS } from "@/lib/storage";
import type { CreditEntry, HomeworkItem, StudentProfile, UpcomingLesson } from "../types";

/** The student store's data (spec 3), kept in local storage under `student-storage`. */
export interface StudentData {
  profile: StudentProfile | null;
  students: StudentProfile[];
  selectedStudentId: string | null;
  isParentAccount: boolean;
  credits: CreditEntry[];
  homework: HomeworkItem[];
  upcomingSessions: UpcomingLesson[];
  /** Ids of favourite content. */
  favouriteContent: string[];
  isAuthenticated: boolean;
}

interface StudentState extends StudentData {
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
};

export const useStudentStore = create<StudentState>()(
  persist(
    (set) => ({
      ...initialStudentData,
      reset: () => set({ ...initialStudentData }),
    }),
    {
      name: STORAGE_KEYS.student,
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ reset: _reset, ...data }) => data,
    },
  ),
);
