import type { BankDetails, PurchaseRequest } from "@app/contract/billing";
import { Landmark } from "lucide-react";
import { formatDay, formatMoney } from "../lib/format-money";

/** What to send where for a bank transfer, with the reference that ties the money to the request. */
export function TransferDetails({ request, bank }: { request: PurchaseRequest; bank: BankDetails }) {
  const rows: [string, string][] = [
    ["Amount", formatMoney(request.amount_cents, request.currency)],
    ["Reference", request.reference],
    ["Account name", bank.account_name],
    ["Bank", bank.bank_name],
    ["IBAN", bank.iban],
    ["BIC", bank.bic],
  ];
  return (
    <div
      className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4"
      data-testid="transfer-details"
    >
      <p className="flex items-start gap-2 text-sm text-amber-900">
        <Landmark aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {request.offer_name} for {request.student_name}, requested {formatDay(request.created_at)}. Send the
          amount with the reference below; the credits arrive as soon as we see the money.
        </span>
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium break-words text-slate-900 select-all">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
