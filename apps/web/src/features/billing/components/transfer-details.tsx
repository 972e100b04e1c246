import type { BankDetails, PurchaseRequest } from "@app/contract/billing";
import { Landmark } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { formatDay, formatMoney } from "@/lib/format-money";
import { useCancelTransfer } from "../api/cancel-transfer";

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
      <div>
        <CancelTransferButton request={request} />
      </div>
    </div>
  );
}

/** Cancels a transfer not yet sent, after asking: its invoice is voided and nothing is charged. */
function CancelTransferButton({ request }: { request: PurchaseRequest }) {
  const [open, setOpen] = useState(false);
  const mutation = useCancelTransfer();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Cancel this transfer
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this transfer?</DialogTitle>
          <DialogDescription>
            {request.offer_name} for {request.student_name}. Its invoice is voided. If you have already sent
            the money, keep the request instead: the credits arrive as soon as we see it.
          </DialogDescription>
        </DialogHeader>
        {mutation.isError && <Alert tone="error">{mutation.error.message}</Alert>}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            isBusy={mutation.isPending}
            onClick={async () => {
              // From the awaited answer: the card leaves the page once the account is read again.
              try {
                await mutation.mutateAsync(request.id);
              } catch {
                return; // The dialog shows the error.
              }
              setOpen(false);
              toast({ title: "Transfer cancelled", description: "Its invoice is voided." });
            }}
          >
            Cancel transfer
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
