/** Choosing the active student of an account (spec 2.9, 4.2). */

export interface SelectableStudent {
  id: number | string;
  email?: string | null;
}

/**
 * Spec 2.9: a valid student_id in the address is kept and selected (a parent's link to their
 * second child opens that child); otherwise the current selection if it is still in the list;
 * otherwise the first student; null for an empty list. A switch made on the page is written to
 * the address at once, so the address always holds the latest choice.
 */
export function selectStudentId(
  students: readonly SelectableStudent[],
  current: number | string | null | undefined,
  fromAddress: string | null | undefined,
): string | null {
  const ids = students.map((s) => String(s.id));
  if (fromAddress != null && ids.includes(fromAddress)) return fromAddress;
  if (current != null && ids.includes(String(current))) return String(current);
  return ids[0] ?? null;
}

/** More than one student makes a parent account. */
export function isParentAccount(students: readonly SelectableStudent[]): boolean {
  return students.length > 1;
}

/**
 * What the address's student_id should become: the selected id for a parent account, absent
 * (null) for a single-student account.
 */
export function studentIdForAddress(
  students: readonly SelectableStudent[],
  selectedId: string | null,
): string | null {
  return isParentAccount(students) ? selectedId : null;
}

/** After removing a student, the selection: unchanged unless it was the one removed, then the first. */
export function selectAfterRemoval(
  remaining: readonly SelectableStudent[],
  selectedId: string | null,
  removedId: string,
): string | null {
  if (selectedId !== removedId && selectedId !== null && remaining.some((s) => String(s.id) === selectedId)) {
    return selectedId;
  }
  return remaining[0] ? String(remaining[0].id) : null;
}
