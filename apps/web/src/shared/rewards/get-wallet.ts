import { type WalletResponse, walletResponseSchema } from "@app/contract/rewards";
import { queryOptions } from "@tanstack/react-query";
import { api, getAuthToken } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { rewardKeys } from "./keys";

/** GET /api/rewards/wallet (spec 7.6). */
export async function getWallet(studentId: number | null, signal?: AbortSignal) {
  const data: WalletResponse = walletResponseSchema.parse(
    await api.get<unknown>(withStudentId("/rewards/wallet", studentId), { signal }),
  );
  return data.wallet;
}

/**
 * The wallet: asked for only with a stored token (spec 6) and a known student. A failure is
 * silent: the widget and the leaderboard entry simply stay hidden, so it is not retried.
 */
export function walletQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: rewardKeys.wallet(studentId),
    queryFn: ({ signal }) => getWallet(studentId, signal),
    enabled: studentId !== null && getAuthToken() !== null,
    retry: false,
  });
}
