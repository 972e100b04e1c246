import { useAuthStore } from "@/features/auth/stores/auth-store";

/** The signed-in person's name and address, to fill in the contact form for them; null when signed out. */
export function useSignedInSender(): { name: string; email: string } | null {
  const user = useAuthStore((state) => (state.status === "authenticated" ? state.user : null));
  return user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email ?? "" } : null;
}
