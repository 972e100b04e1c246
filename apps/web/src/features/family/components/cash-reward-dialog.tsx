import { grantCashRequestSchema } from "@app/contract/rewards";
import type { StudentProfile } from "@app/contract/student";
import { Gift } from "lucide-react";
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
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/toast-store";
import { toSubmitErrors, useSchemaForm } from "@/lib/form";
import { formatCash } from "@/shared/rewards/cash-reward-row";
import { useGrantCashReward } from "../api/grant-cash-reward";

/**
 * A parent grants a child a cash reward with a reason (decisions.md 5). One key per opening of the
 * dialog, sent again on a retry, so a double click or a lost answer pays once.
 */
export function CashRewardDialog({ student }: { student: StudentProfile }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Gift aria-hidden className="size-4" />
          Give a reward
        </Button>
      </DialogTrigger>
      <DialogContent>
        {isOpen && <RewardForm student={student} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function RewardForm({ student, onDone }: { student: StudentProfile; onDone: () => void }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const grant = useGrantCashReward();
  const form = useSchemaForm(
    grantCashRequestSchema,
    { amount: "", reason: "" },
    {
      toInput: (values) => ({
        student_id: student.id,
        amount: values.amount?.trim() ? Number(values.amount.replace(",", ".")) : undefined,
        reason: values.reason ?? "",
        idempotency_key: idempotencyKey,
      }),
    },
  );
  const server = toSubmitErrors(grant.error, ["amount", "reason"]);
  return (
    <form
      aria-label={`Give ${student.firstName} a reward`}
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((body) =>
        grant.mutate(body, {
          onSuccess: ({ wallet }) => {
            toast({
              title: `${formatCash(body.amount)} for ${student.firstName}`,
              description: `${student.firstName}'s wallet now holds ${formatCash(wallet.cash_balance)}.`,
            });
            onDone();
          },
        }),
      )}
    >
      <DialogHeader>
        <DialogTitle>Give {student.firstName} a reward</DialogTitle>
        <DialogDescription>
          {student.firstName} sees it in their wallet with your reason. Rewards are kept as a history and
          cannot be taken back.
        </DialogDescription>
      </DialogHeader>
      <FormField
        label="Amount (USD)"
        inputMode="decimal"
        placeholder="2.50"
        {...form.bind("amount")}
        errors={form.errors.amount ?? server.fieldErrors.amount}
      />
      <FormField
        label="Reason"
        placeholder="A seven-day streak"
        maxLength={200}
        {...form.bind("reason")}
        errors={form.errors.reason ?? server.fieldErrors.reason}
      />
      {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
      <DialogFooter>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isBusy={grant.isPending} busyLabel="Sending…">
          Give the reward
        </Button>
      </DialogFooter>
    </form>
  );
}
