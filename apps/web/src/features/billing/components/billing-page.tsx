import { BILLING_MESSAGES } from "@app/contract/billing";
import { planIdSchema } from "@app/contract/pricing";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { EmptyBoxIllustration } from "@/components/illustrations/empty-box";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";
import { billingAccountQueryOptions } from "../api/get-billing-account";
import { InvoiceList, LedgerList } from "./billing-history";
import { BuyCredits } from "./buy-credits";
import { ChildBalances } from "./child-balances";
import { InvoiceView } from "./invoice-view";
import { TransferDetails } from "./transfer-details";

export const BILLING_PAGE_PATH = "/student/settings?view=billing";

/**
 * Billing (issue 12; the sidebar's "Billing" leads here, a deliberate change of spec 2.8): each
 * child's credits per kind with expiry, buying a package, transfers waiting for money, invoices
 * (each printable) and the ledger. `&invoice={id}` opens one invoice to print.
 */
export function BillingPage() {
  const [searchParams] = useSearchParams();
  const invoiceId = Number(searchParams.get("invoice"));
  if (Number.isInteger(invoiceId) && invoiceId > 0)
    return <InvoiceView invoiceId={invoiceId} backHref={BILLING_PAGE_PATH} />;
  const plan = planIdSchema.safeParse(searchParams.get("plan"));
  return (
    <BillingOverview
      checkout={searchParams.get("checkout")}
      initialPlan={plan.success && plan.data !== "ai-only" ? plan.data : null}
    />
  );
}

function BillingOverview({
  checkout,
  initialPlan,
}: {
  checkout: string | null;
  initialPlan: "tutor-lite" | "tutor-plus" | null;
}) {
  const query = useQuery(billingAccountQueryOptions());
  const { studentId } = useActiveStudent();
  const account = query.data;
  const pending =
    account?.requests.filter((r) => r.status === "pending" && r.method === "bank-transfer") ?? [];
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Billing">
        <p className="text-base">
          Each child's plan and credits, buying a plan or more credits, invoices and every payment.
        </p>
      </PageIntro>
      {checkout === "done" && (
        <Alert tone="success">
          Thank you: your card payment went through. The credits appear as soon as Stripe confirms it.
        </Alert>
      )}
      {checkout === "cancelled" && (
        <Alert tone="info">The card payment was cancelled; nothing was charged.</Alert>
      )}
      {query.isPending ? (
        <div className="grid gap-4" role="status" aria-label="Loading billing">
          <Skeleton className="h-48" />
          <Skeleton className="h-64" />
        </div>
      ) : query.isError ? (
        isApiError(query.error, 403) ? (
          <Alert tone="info" title={BILLING_MESSAGES.childLogin}>
            Ask your parent to buy credits from their own account.
          </Alert>
        ) : (
          <Alert tone="error" title="Billing could not be loaded">
            {query.error.message}
          </Alert>
        )
      ) : account ? (
        <>
          <section aria-labelledby="credits-heading" className="grid gap-4">
            <h2 id="credits-heading" className="text-xl font-semibold text-slate-900">
              Credits
            </h2>
            {account.children.length === 0 ? (
              <EmptyState illustration={EmptyBoxIllustration} title="No children on this account yet">
                Add a child on the Family page, then buy credits for them here.
              </EmptyState>
            ) : (
              <ChildBalances familyChildren={account.children} />
            )}
          </section>
          {pending.length > 0 && (
            <section aria-labelledby="pending-heading" className="grid gap-3">
              <h2 id="pending-heading" className="text-xl font-semibold text-slate-900">
                Waiting for your transfer
              </h2>
              {pending.map((r) => (
                <TransferDetails key={r.id} request={r} bank={account.bank} />
              ))}
            </section>
          )}
          <Card>
            <CardHeader>
              <CardTitle>Buy a plan or credits</CardTitle>
            </CardHeader>
            <CardContent>
              <BuyCredits account={account} defaultStudentId={studentId} initialPlan={initialPlan} />
            </CardContent>
          </Card>
          <section aria-labelledby="invoices-heading" className="grid gap-3">
            <h2 id="invoices-heading" className="text-xl font-semibold text-slate-900">
              Invoices
            </h2>
            <InvoiceList
              invoices={account.invoices}
              invoiceHref={(id) => `${BILLING_PAGE_PATH}&invoice=${id}`}
            />
          </section>
          <section aria-labelledby="ledger-heading" className="grid gap-3">
            <h2 id="ledger-heading" className="text-xl font-semibold text-slate-900">
              Ledger
            </h2>
            <LedgerList entries={account.ledger} />
          </section>
        </>
      ) : null}
    </div>
  );
}
