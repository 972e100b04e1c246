import { PRODUCT_NAME } from "@app/contract/product";
import type { TutorApplication, TutorApplicationRequest } from "@app/contract/tutoring";
import type { Deps } from "../../deps.ts";
import { conflict, forbidden, notFound, present } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { type Actor, recordAdminChange } from "../audit/audit.service.ts";
import * as repo from "./tutor-applications.repository.ts";

export const TUTOR_ACCOUNTS_ONLY =
  "Applications come from tutor accounts: sign up as a tutor to apply (a student or parent account cannot)";
export const ALREADY_APPLIED = "Your application is already under review";
export const ALREADY_APPROVED = "You are already an approved tutor";
export const ALREADY_REVIEWED = "This application has already been reviewed";

function toApplication(row: repo.ApplicationRecord): TutorApplication {
  return {
    id: row.id,
    applicant: {
      id: row.user_id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email ?? null,
    },
    subjects: row.subjects,
    experience: row.experience,
    availability: row.availability,
    statement: row.statement,
    status: row.status,
    review_message: row.review_message,
    submitted_at: row.submitted_at.toISOString(),
    reviewed_at: row.reviewed_at ? row.reviewed_at.toISOString() : null,
  };
}

/** GET /api/tutor-applications/mine: the caller's application, or null before they apply. */
export async function getOwnApplication(deps: Deps, user: AuthUser) {
  const row = await repo.findApplicationOfUser(deps.db, user.id);
  return { application: row ? toApplication(row) : null };
}

/**
 * POST /api/tutor-applications (/join-tutor): a tutor applicant sends their application; one
 * declined may send it again; a pending or approved one may not.
 */
export async function submitApplication(deps: Deps, user: AuthUser, input: TutorApplicationRequest) {
  if (user.role !== "tutor") throw forbidden(TUTOR_ACCOUNTS_ONLY);
  if (user.tutorStatus === "approved") throw conflict(ALREADY_APPROVED);
  const subjects = [...new Set(input.subjects)];
  const id = await repo.upsertPendingApplication(deps.db, user.id, { ...input, subjects });
  if (id === null) throw conflict(ALREADY_APPLIED);
  return {
    application: toApplication(present(await repo.findApplication(deps.db, id), `application ${id}`)),
  };
}

/** GET /api/admin/tutor-applications: applications to review (oldest first), of a status or all. */
export async function listApplications(deps: Deps, status: TutorApplication["status"] | undefined) {
  return { applications: (await repo.listApplications(deps.db, status)).map(toApplication) };
}

/**
 * An admin approves (the applicant becomes a tutor at once) or declines (with a message) a pending
 * application; the applicant is told by e-mail. Two admins deciding at once: one wins, one gets 409.
 */
export async function reviewApplication(
  deps: Deps,
  actor: Actor,
  id: number,
  decision: { status: "approved" | "declined"; message: string | null },
) {
  const application = await deps.db.transaction().execute(async (tx) => {
    const locked = await repo.lockApplication(tx, id);
    if (!locked) throw notFound("Application not found");
    if (locked.status !== "pending") throw conflict(ALREADY_REVIEWED);
    const before = toApplication(present(await repo.findApplication(tx, id), `application ${id}`));
    await repo.reviewApplication(tx, id, { ...decision, reviewerId: actor.id });
    if (decision.status === "approved") await repo.approveTutorAccount(tx, locked.user_id);
    const after = toApplication(present(await repo.findApplication(tx, id), `application ${id}`));
    await recordAdminChange(tx, actor, {
      action: `tutor-application.${decision.status === "approved" ? "approve" : "decline"}`,
      entityType: "tutor-application",
      entityId: id,
      before,
      after,
    });
    return after;
  });
  if (application.applicant.email) {
    const approved = decision.status === "approved";
    const lines = [
      `Hello ${application.applicant.name},`,
      "",
      approved
        ? `Your application to tutor with ${PRODUCT_NAME} has been approved. Your tutor area is ready: ${deps.config.appUrl}/tutor`
        : `Thank you for applying to tutor with ${PRODUCT_NAME}. We are not able to approve your application at this time.`,
      ...(decision.message ? ["", decision.message] : []),
    ];
    await deps.mailer.send({
      to: application.applicant.email,
      subject: approved ? "Your tutor application is approved" : "Your tutor application",
      text: lines.join("\n"),
    });
  }
  return { application };
}
