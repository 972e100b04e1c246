import type { StudentProfile } from "@app/contract/student";
import { isParentAccount as hasSeveralStudents, selectStudentId } from "@app/domain/student-selection";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { profileQueryOptions } from "../api/get-profile";
import { useStudentStore } from "../stores/student-store";

export interface ActiveStudent {
  /** Every student of the account (a parent's children, or the student themself). */
  students: StudentProfile[];
  /** The selected student, or null while loading or for an account without students. */
  student: StudentProfile | null;
  studentId: number | null;
  /** More than one student (spec 4.2). */
  isParentAccount: boolean;
  /**
   * A parent looking at a child, with one child or several (the server answered a parent's list):
   * pages then name the child ("Mia's progress") instead of saying "your" (issue 10).
   */
  isParentView: boolean;
  isLoading: boolean;
  error: Error | null;
  /** Makes a student the selected one; the address follows (useStudentSelectionSync). */
  selectStudent: (id: number) => void;
}

const NO_STUDENTS: StudentProfile[] = [];

/**
 * The account's students and the selected one (spec 2.9, 4.2): the address's student_id when it is
 * one of them, else a still-valid stored selection, else the first. The student layout keeps
 * the address and the store in step (useStudentSelectionSync); this hook only reads.
 */
export function useActiveStudent(): ActiveStudent {
  const query = useQuery(profileQueryOptions());
  const storedId = useStudentStore((state) => state.selectedStudentId);
  const setSelectedStudentId = useStudentStore((state) => state.setSelectedStudentId);
  const [searchParams, setSearchParams] = useSearchParams();
  const addressId = searchParams.get("student_id");

  const students = query.data?.students ?? NO_STUDENTS;
  const selectedId = selectStudentId(students, storedId, addressId);
  const student = useMemo(
    () => students.find((s) => String(s.id) === selectedId) ?? null,
    [students, selectedId],
  );
  const selectStudent = useCallback(
    (id: number) => {
      setSelectedStudentId(String(id));
      // The address leads (spec 2.9): a page that carries the choice gets the new one at once.
      if (addressId !== null) {
        setSearchParams(
          (params) => {
            params.set("student_id", String(id));
            return params;
          },
          { replace: true },
        );
      }
    },
    [setSelectedStudentId, setSearchParams, addressId],
  );

  return {
    students,
    student,
    studentId: student?.id ?? null,
    isParentAccount: hasSeveralStudents(students),
    isParentView: query.data?.isStudentList ?? false,
    isLoading: query.isPending,
    error: query.error,
    selectStudent,
  };
}
