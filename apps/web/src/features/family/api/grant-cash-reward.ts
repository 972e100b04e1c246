import { type GrantCashRequest, walletResponseSchema } from "@app/contract/rewards";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { rewardKeys } from "@/shared/rewards/keys";
import { familyKeys } from "./keys";

/** POST /api/rewards/cash: a parent grants a child a cash reward with a reason (decisions.md 5). */
export async function grantCashReward(body: GrantCashRequest) {
  return walletResponseSchema.parse(await api.post<unknown>("/rewards/cash", body));
}

/** Grants a reward; the child's wallet, history and family card show it at once. */
export function useGrantCashReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantCashReward,
    onSuccess: (_wallet, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: familyKeys.all }),
        queryClient.invalidateQueries({ queryKey: rewardKeys.cash(body.student_id) }),
        queryClient.invalidateQueries({ queryKey: rewardKeys.wallet(body.student_id) }),
      ]),
  });
}
