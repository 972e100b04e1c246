import type { TutorApplication } from "@app/contract/tutoring";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useApproveTutorApplication } from "../api/approve-tutor-application";
import { useDeclineTutorApplication } from "../api/decline-tutor-application";
import { type ApplicationStatus, tutorApplicationsQueryOptions } from "../api/list-tutor-applications";
import { TextAreaField } from "./text-area-field";

const TABS: { status: ApplicationStatus; label: string }[] = [
  { status: "pending", label: "Waiting for review" },
  { status: "approved", label: "Approved" },
  { status: "declined", label: "Declined" },
];

/** The admin's review of tutor applications: pending first, each approved or declined with a message. */
export function ApplicationReviewList() {
  const [status, setStatus] = useState<ApplicationStatus>("pending");
  const query = useQuery(tutorApplicationsQueryOptions(status));
  return (
    <div className="grid gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show applications</legend>
        {TABS.map((tab) => (
          <Button
            key={tab.status}
            size="sm"
            variant={tab.status === status ? "primary" : "outline"}
            aria-pressed={tab.status === status}
            onClick={() => setStatus(tab.status)}
          >
            {tab.label}
          </Button>
        ))}
      </fieldset>
      {query.isPending ? (
        <Skeleton className="h-32" />
      ) : query.isError ? (
        <Alert tone="error">{query.error.message}</Alert>
      ) : query.data.length === 0 ? (
        <p className="text-slate-600">No applications here.</p>
      ) : (
        <ul className="grid gap-4">
          {query.data.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ApplicationCard({ application }: { application: TutorApplication }) {
  const [message, setMessage] = useState("");
  const approve = useApproveTutorApplication();
  const decline = useDeclineTutorApplication();
  const error = approve.error ?? decline.error;
  const isBusy = approve.isPending || decline.isPending;
  return (
    <Card aria-label={`Application from ${application.applicant.name}`}>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>{application.applicant.name}</CardTitle>
        <Badge>{application.status}</Badge>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-slate-600">
          {application.applicant.email ?? "No e-mail"} · sent{" "}
          {new Date(application.submitted_at).toLocaleString()}
        </p>
        <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium">Subjects</dt>
          <dd>{application.subjects.join(", ")}</dd>
          <dt className="font-medium">Experience</dt>
          <dd className="whitespace-pre-line">{application.experience}</dd>
          <dt className="font-medium">Availability</dt>
          <dd className="whitespace-pre-line">{application.availability}</dd>
          <dt className="font-medium">Statement</dt>
          <dd className="whitespace-pre-line">{application.statement}</dd>
          {application.review_message && (
            <>
              <dt className="font-medium">Message sent</dt>
              <dd className="whitespace-pre-line">{application.review_message}</dd>
            </>
          )}
        </dl>
        {application.status === "pending" && (
          <div className="grid gap-3">
            {error && <Alert tone="error">{error.message}</Alert>}
            <TextAreaField
              label="Message to the applicant"
              hint="Optional when approving; required when declining. Sent by e-mail."
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <Button
                isBusy={approve.isPending}
                disabled={isBusy}
                onClick={() => approve.mutate({ id: application.id, message })}
              >
                Approve
              </Button>
              <Button
                variant="destructive"
                isBusy={decline.isPending}
                disabled={isBusy}
                onClick={() => decline.mutate({ id: application.id, message })}
              >
                Decline
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
