import { useSearchParams } from "react-router";
import { FamilyBilling } from "@/features/admin-billing/components/family-billing";
import { FamilyPicker } from "@/features/admin-billing/components/family-picker";
import { PendingTransfers } from "@/features/admin-billing/components/pending-transfers";
import { UnappliedPayments } from "@/features/admin-billing/components/unapplied-payments";
import { AdminFrame, AdminSection } from "./admin-frame";

/** /admin/payments: bank transfers to confirm, manual payments, refunds and each family's ledger (issue 12). */
export default function AdminPaymentsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const payerId = searchParams.get("family") ?? "";
  return (
    <AdminFrame
      title="Payments"
      lead="Decide on card payments that could not be applied, confirm bank transfers, record payments made by hand, refund, and read any family's ledger."
    >
      <AdminSection id="unapplied" title="Card payments not applied">
        <UnappliedPayments />
      </AdminSection>
      <AdminSection id="transfers" title="Bank transfers waiting">
        <PendingTransfers />
      </AdminSection>
      <AdminSection id="family" title="A family's payments">
        <FamilyPicker
          value={payerId}
          onChange={(id) => setSearchParams(id ? { family: id } : {}, { replace: true })}
        />
        {payerId ? (
          <FamilyBilling payerId={payerId} />
        ) : (
          <p className="text-slate-600">Choose a family to record a payment, refund, or read its ledger.</p>
        )}
      </AdminSection>
    </AdminFrame>
  );
}
