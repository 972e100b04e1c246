/** A public display name: first name and last initial, never a full name (decisions.md 5). */
export function toDisplayName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : "Student";
  return initial ? `${first} ${initial}.` : first;
}
