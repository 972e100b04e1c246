import { ClientsTable } from "@/features/admin-billing/components/clients-table";
import { paths } from "@/lib/paths";
import { AdminFrame } from "./admin-frame";

/** /admin/clients: every family (parents, and students paying for themselves) and its billing (issue 12). */
export default function AdminClientsPage() {
  return (
    <AdminFrame
      title="Clients"
      lead="Every family with its children's credits, what it paid and what is open."
    >
      <ClientsTable
        ledgerHref={(payerId) => `${paths.admin.payments}?family=${encodeURIComponent(payerId)}`}
        messageHref={(payerId) =>
          `${paths.admin.root}?view=messages&with_user=${encodeURIComponent(payerId)}`
        }
      />
    </AdminFrame>
  );
}
