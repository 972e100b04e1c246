import { selectStudentId, studentIdForAddress } from "@app/domain/student-selection";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { debugLog } from "@/lib/debug";
import { profileQueryOptions } from "../api/get-profile";
import { useStudentStore } from "../stores/student-store";

export interface SignedInAccount {
  /** Null for a child's login, which has no e-mail. */
  email: string | null;
  role: string;
}

/**
 * Keeps the selection, the store and the address in step (spec 2.9, 4.2). Run once, by the
 * student layout:
 * - a valid student_id in the address is kept and selected (a parent's link to a child, going
 *   back), else the still-valid stored selection, else the first; a switch on the page writes the
 *   address at once (useActiveStudent), so the address always holds the latest choice;
 * - a parent account's address carries the selected id (an invalid one is replaced), a single
 *   student's address carries none; both with replace navigation, so history is not padded;
 * - a student account whose e-mail matches none of the loaded students clears the store (data of
 *   someone else). A parent's children have no e-mails of their own, so a parent's store stays.
 */
export function useStudentSelectionSync(account: SignedInAccount | null): void {
  const { data } = useQuery(profileQueryOptions());
  const storedId = useStudentStore((state) => state.selectedStudentId);
  const location = useLocation();
  const navigate = useNavigate();
  const checkedData = useRef<unknown>(null);
  const email = account?.email ?? null;
  const role = account?.role ?? null;

  useEffect(() => {
    if (!data) return;
    const { students } = data;
    const store = useStudentStore.getState();

    let current = storedId;
    if (checkedData.current !== data) {
      checkedData.current = data;
      const isStudentAccount = role === "student" && !data.isStudentList;
      const target = email?.toLowerCase();
      if (isStudentAccount && target && !students.some((s) => s.email?.toLowerCase() === target)) {
        debugLog("Signed-in e-mail matches none of the students: clearing the student store.");
        store.reset();
        current = null;
      }
    }

    const params = new URLSearchParams(location.search);
    const addressId = params.get("student_id");
    const selected = selectStudentId(students, current, addressId);

    const profile = students.find((s) => String(s.id) === selected) ?? null;
    const isParent = students.length > 1;
    if (
      selected !== current ||
      store.profile !== profile ||
      store.students !== students ||
      store.isParentAccount !== isParent
    ) {
      if (selected !== current) debugLog("Selected student", { from: current, to: selected, addressId });
      useStudentStore.setState({
        selectedStudentId: selected,
        profile,
        students,
        isParentAccount: isParent,
        isAuthenticated: true,
      });
    }

    const wanted = studentIdForAddress(students, selected);
    if (wanted !== addressId) {
      if (wanted === null) params.delete("student_id");
      else params.set("student_id", wanted);
      const search = params.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
        { replace: true, state: location.state },
      );
    }
  }, [data, storedId, location, navigate, email, role]);
}
