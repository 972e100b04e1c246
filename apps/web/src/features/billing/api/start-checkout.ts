import { type CheckoutRequest, checkoutResponseSchema } from "@app/contract/billing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { billingKeys } from "./keys";

/** POST /api/billing/checkout: a Stripe Checkout page to go to, or a bank transfer request. */
export async function startCheckout(body: CheckoutRequest) {
  return checkoutResponseSchema.parse(await api.post<unknown>("/billing/checkout", body));
}

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: billingKeys.account() }),
  });
}
