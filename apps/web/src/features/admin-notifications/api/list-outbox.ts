import { outboxResponseSchema } from "@app/contract/site";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { adminNotificationKeys } from "./keys";

export type OutboxEmail = z.infer<typeof outboxResponseSchema>["emails"][number];

/** GET /api/admin/outbox: the newest e-mails the platform wrote (decisions.md 6). */
export async function listOutbox(signal?: AbortSignal): Promise<OutboxEmail[]> {
  return outboxResponseSchema.parse(await api.get<unknown>("/admin/outbox", { signal })).emails;
}

export function outboxQueryOptions() {
  return queryOptions({
    queryKey: adminNotificationKeys.outbox(),
    queryFn: ({ signal }) => listOutbox(signal),
  });
}
