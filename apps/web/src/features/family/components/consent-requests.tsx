import type { ConsentRequest } from "@app/contract/family";
import { useQuery } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useConfirmConsent } from "../api/confirm-consent";
import { useDeclineConsent } from "../api/decline-consent";
import { consentRequestsQueryOptions } from "../api/get-consent-requests";

const day = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "long", year: "numeric" });

/**
 * Children who signed up alone and named this parent's e-mail (decisions.md 1): until the parent
 * confirms, they learn but cannot message, appear on a leaderboard or reach an outside AI model.
 * Shown only when there is something to answer or the parent's address needs verifying first.
 */
export function ConsentRequests() {
  const query = useQuery(consentRequestsQueryOptions());
  if (query.isPending || query.isError) return null;
  const { isEmailVerified, requests } = query.data;
  if (isEmailVerified && requests.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailCheck aria-hidden className="size-5" />
          Requests to confirm a child's account
        </CardTitle>
        <CardDescription>
          A child under 13 who signs up alone names a parent. Until you confirm, they can learn, but cannot
          message, appear on a leaderboard or reach an outside AI model.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!isEmailVerified ? (
          <Alert tone="info" title="Verify your e-mail address first">
            Requests sent to your address show here once it is verified: open the link we e-mailed you, or ask
            for a new one on your profile page.
          </Alert>
        ) : (
          <ul className="grid gap-3">
            {requests.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RequestRow({ request }: { request: ConsentRequest }) {
  const confirm = useConfirmConsent();
  const decline = useDeclineConsent();
  const error = confirm.error ?? decline.error;
  const who = `${request.firstName}${request.age !== null ? `, ${request.age}` : ""}`;
  return (
    <li className="grid gap-2 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{who}</span> asked on{" "}
          {day.format(new Date(request.requestedAt))}
        </p>
        <Badge
          tone={
            request.status === "confirmed" ? "success" : request.status === "declined" ? "danger" : "warning"
          }
        >
          {request.status === "pending"
            ? "Waiting for you"
            : request.status === "confirmed"
              ? "Confirmed"
              : "Declined"}
        </Badge>
      </div>
      {request.status !== "confirmed" && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" isBusy={confirm.isPending} onClick={() => confirm.mutate(request.id)}>
            Confirm {request.firstName}'s account
          </Button>
          {request.status === "pending" && (
            <Button
              size="sm"
              variant="outline"
              isBusy={decline.isPending}
              onClick={() => decline.mutate(request.id)}
            >
              This is not my child
            </Button>
          )}
        </div>
      )}
      {error && <Alert tone="error">{error.message}</Alert>}
    </li>
  );
}
