import { type InvoiceDocument, invoiceDocumentSchema } from "@app/contract/billing";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { billingKeys } from "./keys";

/** GET /api/billing/invoices/{id}: an invoice to print, its lines from the ledger. */
export async function getInvoice(id: number, signal?: AbortSignal): Promise<InvoiceDocument> {
  return invoiceDocumentSchema.parse(await api.get<unknown>(`/billing/invoices/${id}`, { signal }));
}

export function invoiceQueryOptions(id: number) {
  return queryOptions({
    queryKey: billingKeys.invoice(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    ...LIVE_DATA,
  });
}
