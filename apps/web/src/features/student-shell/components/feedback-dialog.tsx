import { MessageSquarePlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "react-router";
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
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { useCreateFeedback } from "../api/create-feedback";

/**
 * "Send Feedback" (spec 2.8): a required message about the current page. Submit is blocked while
 * the message is empty and reads "Sending..." while busy. Failures are only logged (spec 8).
 */
export function FeedbackDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const [message, setMessage] = useState("");
  const { pathname } = useLocation();
  const mutation = useCreateFeedback();
  const fieldId = useId();
  const isEmpty = message.trim().length === 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isEmpty || mutation.isPending) return;
    mutation.mutate(
      { page: pathname, message: message.trim() },
      {
        onSuccess: () => {
          setIsOpen(false);
          setMessage("");
          toast({ title: "Thank you for your feedback!", description: "We read every message." });
        },
      },
    );
  };

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="shrink-0 px-2.5" aria-label="Feedback">
          <MessageSquarePlus aria-hidden className="size-4" />
          <span className="hidden lg:inline">Feedback</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Send Feedback</DialogTitle>
            <DialogDescription>Tell us what works and what doesn't on this page.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={fieldId}>Your feedback</Label>
            <Textarea
              id={fieldId}
              required
              aria-required
              maxLength={5000}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              placeholder="What would make this better?"
            />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={isEmpty} isBusy={mutation.isPending} busyLabel="Sending...">
              Submit
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
