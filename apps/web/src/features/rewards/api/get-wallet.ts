import type { WalletResponse } from "@app/contract/rewards";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

/** GET /api/rewards/wallet: points (the sum of XP) and cash rewards. */
export async function getWallet(studentId: number | null, signal?: AbortSignal) {
  const { wallet } = await api.get<WalletResponse>(withStudentId("/rewards/wallet", studentId), { signal });
  return wallet;
}

export function walletQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: ["rewards", "wallet-summary", studentId] as const,
    queryFn: ({ signal }) => getWallet(studentId, signal),
    staleTime: 0,
  });
}
