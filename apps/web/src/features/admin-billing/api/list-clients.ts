import { adminClientsResponseSchema } from "@app/contract/billing";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { adminBillingKeys } from "./keys";

/** GET /api/admin/clients: every family and its billing at a glance. */
export async function listClients(signal?: AbortSignal) {
  return adminClientsResponseSchema.parse(await api.get<unknown>("/admin/clients", { signal })).clients;
}

export function clientsQueryOptions() {
  return queryOptions({
    queryKey: adminBillingKeys.clients(),
    queryFn: ({ signal }) => listClients(signal),
    ...LIVE_DATA,
  });
}
