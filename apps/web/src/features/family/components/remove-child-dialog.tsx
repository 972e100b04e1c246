import type { StudentProfile } from "@app/contract/student";
import { Trash2 } from "lucide-react";
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
import { useRemoveChild } from "../api/remove-child";

/**
 * Removing a child, confirmed by typing their first name (issue 10): the dialog says everything
 * that goes, and offers the download first. A booked lesson stops it, with the server's reason.
 */
export function RemoveChildDialog({
  student,
  hasLogin,
  onExport,
}: {
  student: StudentProfile;
  hasLogin: boolean;
  onExport: () => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const remove = useRemoveChild();
  const { firstName } = student;
  const isConfirmed = typed.trim().toLowerCase() === firstName.trim().toLowerCase();
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) {
          setTyped("");
          remove.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50">
          <Trash2 aria-hidden className="size-4" />
          Remove {firstName}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove {firstName} and everything about them?</DialogTitle>
          <DialogDescription>This cannot be undone. We delete, for good:</DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>{firstName}'s profile and photo</li>
          <li>every answer, practice session, review card, lesson progress, XP, streak and badge</li>
          <li>homework and the files {firstName} handed in, with the tutor's grades and comments</li>
          <li>past lessons, lesson credits, the cash wallet and its rewards</li>
          {hasLogin && <li>{firstName}'s own login: it stops working at once</li>}
        </ul>
        <p className="text-sm text-slate-600">
          Invoices you paid stay in your billing, without {firstName}'s name. A child with a booked lesson
          can't be removed until the lesson is cancelled.
        </p>
        <Button variant="link" className="justify-self-start" onClick={onExport}>
          Download {firstName}'s data first
        </Button>
        <FormField
          label={`Type ${firstName} to confirm`}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {remove.error && <Alert tone="error">{remove.error.message}</Alert>}
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Keep {firstName}
          </Button>
          <Button
            variant="destructive"
            disabled={!isConfirmed}
            isBusy={remove.isPending}
            busyLabel="Removing…"
            onClick={() =>
              remove.mutate(student.id, {
                onSuccess: () => {
                  setOpen(false);
                  toast({
                    title: `${firstName} is removed`,
                    description: "Everything about them is deleted.",
                  });
                },
              })
            }
          >
            Remove {firstName} for good
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
