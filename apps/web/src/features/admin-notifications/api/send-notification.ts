import type { SendNotificationRequest } from "@app/contract/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api-client";
import { notificationKeys } from "@/shared/notifications/keys";
import { adminNotificationKeys } from "./keys";

const sentSchema = z.object({ id: z.number(), recipient_count: z.number() });

/** POST /api/admin/notifications. */
export async function sendNotification(body: SendNotificationRequest) {
  return sentSchema.parse(await api.post<unknown>("/admin/notifications", body));
}

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminNotificationKeys.sent() });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: adminNotificationKeys.outbox() });
    },
  });
}
