import { changePlanResponseSchema } from "@app/contract/billing";
import type { PlanId } from "@app/contract/pricing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** PUT /api/admin/students/{id}/plan: changes a student's plan (audit-logged on the server). */
export async function changePlan({ studentId, plan }: { studentId: number; plan: PlanId }) {
  return changePlanResponseSchema.parse(
    await api.put<unknown>(`/admin/students/${studentId}/plan`, { plan }),
  );
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminBillingKeys.all }),
  });
}
