import type { TutorApplication } from "@app/contract/tutoring";
import { Alert } from "@/components/ui/alert";

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/** Where an application stands, with the reviewer's message once there is one. */
export function ApplicationStatus({ application }: { application: TutorApplication }) {
  if (application.status === "pending")
    return (
      <Alert tone="info" title="Your application is under review">
        <p>
          Sent on {dateOf(application.submitted_at)} for {application.subjects.join(", ")}. We will e-mail you
          when an admin has looked at it.
        </p>
      </Alert>
    );
  if (application.status === "approved")
    return (
      <Alert tone="success" title="You are approved">
        {application.review_message && <p>{application.review_message}</p>}
      </Alert>
    );
  return (
    <Alert tone="error" title="Your application was not approved">
      {application.review_message && <p>{application.review_message}</p>}
      <p>You may update it below and send it again.</p>
    </Alert>
  );
}
