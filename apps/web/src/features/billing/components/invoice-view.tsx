import type { InvoiceDocument } from "@app/contract/billing";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Printer } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDay, formatMoney } from "@/lib/format-money";
import { invoiceQueryOptions } from "../api/get-invoice";
import { STATUS_TONE } from "./billing-history";
import { ColumnHeads } from "./column-heads";
import "./invoice-print.css";

const LINE_COLUMNS = [{ label: "Date" }, { label: "Description" }, { label: "Amount", amount: true }];

/** One invoice as a printable page: its lines come from the ledger (the payment and any refunds). */
export function InvoiceView({ invoiceId, backHref }: { invoiceId: number; backHref: string }) {
  const query = useQuery(invoiceQueryOptions(invoiceId));
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-6 sm:px-6">
      <div className="invoice-no-print flex flex-wrap items-center justify-between gap-2">
        <Link
          to={backHref}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> Back to billing
        </Link>
        <Button variant="outline" onClick={() => window.print()} disabled={!query.data}>
          <Printer aria-hidden className="size-4" /> Print or save as PDF
        </Button>
      </div>
      {query.isPending ? (
        <Skeleton className="h-96" />
      ) : query.isError ? (
        <Alert tone="error" title="This invoice could not be loaded">
          {query.error.message}
        </Alert>
      ) : (
        <InvoiceDocumentView doc={query.data} />
      )}
    </div>
  );
}

function InvoiceDocumentView({ doc }: { doc: InvoiceDocument }) {
  const { invoice } = doc;
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  return (
    <article
      className="invoice-print grid gap-6 rounded-xl border border-slate-200 bg-white p-6 sm:p-8"
      aria-label={`Invoice ${invoice.number}`}
    >
      <title>{`Invoice ${invoice.number}`}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">Invoice {invoice.number}</h1>
          <p className="text-sm text-slate-600">Issued {formatDay(invoice.issued_at)}</p>
          {invoice.paid_at && <p className="text-sm text-slate-600">Paid {formatDay(invoice.paid_at)}</p>}
        </div>
        <Badge tone={STATUS_TONE[invoice.status]}>{invoice.status}</Badge>
      </header>
      <div className="grid gap-6 text-sm sm:grid-cols-2">
        <div className="grid gap-0.5">
          <p className="text-xs font-semibold text-slate-500 uppercase">From</p>
          <p className="font-medium text-slate-900">{doc.seller.name}</p>
          <p className="text-slate-700">{doc.seller.address}</p>
          <p className="text-slate-700">{doc.seller.email}</p>
        </div>
        <div className="grid gap-0.5">
          <p className="text-xs font-semibold text-slate-500 uppercase">Billed to</p>
          <p className="font-medium text-slate-900">{doc.payer.name}</p>
          {doc.payer.email && <p className="text-slate-700">{doc.payer.email}</p>}
          {doc.student_name && <p className="text-slate-700">For {doc.student_name}</p>}
        </div>
      </div>
      <table className="w-full text-left text-sm">
        <ColumnHeads columns={LINE_COLUMNS} cellClassName="py-2" className="border-b border-slate-300" />
        <tbody className="divide-y divide-slate-100">
          {doc.lines.map((line) => (
            <tr key={`${line.at}-${line.description}-${line.amount_cents}`}>
              <td className="py-2 pr-3 whitespace-nowrap text-slate-600">{formatDay(line.at)}</td>
              <td className="py-2 pr-3 text-slate-900">{line.description}</td>
              <td className="py-2 text-right tabular-nums text-slate-900">{money(line.amount_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto grid w-full max-w-xs grid-cols-2 gap-y-1 text-sm">
        <dt className="text-slate-600">Invoice total</dt>
        <dd className="text-right tabular-nums text-slate-900">{money(invoice.amount_cents)}</dd>
        <dt className="text-slate-600">Paid</dt>
        <dd className="text-right tabular-nums text-slate-900">{money(doc.paid_cents)}</dd>
        {doc.refunded_cents > 0 && (
          <>
            <dt className="text-slate-600">Refunded</dt>
            <dd className="text-right tabular-nums text-slate-900">{money(-doc.refunded_cents)}</dd>
          </>
        )}
        <dt className="border-t border-slate-300 pt-1 font-semibold text-slate-900">Amount due</dt>
        <dd className="border-t border-slate-300 pt-1 text-right font-semibold tabular-nums text-slate-900">
          {money(doc.due_cents)}
        </dd>
      </dl>
      {doc.due_cents > 0 && doc.reference && (
        <p className="text-sm text-slate-700">
          Please quote the reference {doc.reference} with your bank transfer.
        </p>
      )}
    </article>
  );
}
