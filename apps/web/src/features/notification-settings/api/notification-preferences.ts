import {
  type NotificationPreferencesResponse,
  notificationPreferencesResponseSchema,
  type UpdateNotificationPreferences,
} from "@app/contract/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const KEY = ["notifications", "preferences"] as const;

/** GET /api/notifications/preferences: the caller's choice per kind (bell, e-mail). */
export async function getNotificationPreferences(
  signal?: AbortSignal,
): Promise<NotificationPreferencesResponse> {
  return notificationPreferencesResponseSchema.parse(
    await api.get<unknown>("/notifications/preferences", { signal }),
  );
}

/** PUT /api/notifications/preferences. */
export async function saveNotificationPreferences(
  body: UpdateNotificationPreferences,
): Promise<NotificationPreferencesResponse> {
  return notificationPreferencesResponseSchema.parse(
    await api.put<unknown>("/notifications/preferences", body),
  );
}

export function useNotificationPreferences() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => getNotificationPreferences(signal) });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
}
