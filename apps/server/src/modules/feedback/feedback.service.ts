import type {
  FeedbackCreatedResponse,
  FeedbackItem,
  FeedbackListResponse,
  FeedbackRequest,
} from "@app/contract/feedback";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../lib/app-error.ts";
import { toCsv } from "../../lib/csv.ts";
import { type Actor, recordAdminChange } from "../audit/audit.service.ts";
import * as repo from "./feedback.repository.ts";

/** How many messages the admin's list shows. */
const LIST_LIMIT = 200;

/** The feedback widget (spec 2.8): anyone signed in sends a message about a page. */
export async function sendFeedback(
  deps: Deps,
  userId: string,
  input: FeedbackRequest,
): Promise<FeedbackCreatedResponse> {
  const id = await repo.insertFeedback(deps.db, { userId, page: input.page, message: input.message });
  return { id, message: "Thank you! Your feedback was sent." };
}

/** The newest messages, for admins. */
export async function listFeedback(deps: Deps): Promise<FeedbackListResponse> {
  const rows = await repo.listFeedback(deps.db, LIST_LIMIT);
  return {
    feedback: rows.map((r) => ({
      id: r.id,
      page: r.page,
      message: r.message,
      created_at: new Date(r.created_at).toISOString(),
      from: {
        id: r.user_id ?? "",
        name: r.first_name ? `${r.first_name} ${r.last_name}` : "Deleted user",
        role: r.role ?? "",
      },
      read_at: r.read_at ? new Date(r.read_at).toISOString() : null,
    })),
  };
}

/** Marks a message read or unread for every admin, recorded in the audit log. */
export async function markFeedbackRead(deps: Deps, actor: Actor, id: number, isRead: boolean): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    if (!(await repo.setFeedbackRead(tx, id, isRead))) throw notFound("Feedback not found");
    await recordAdminChange(tx, actor, {
      action: isRead ? "feedback.read" : "feedback.unread",
      entityType: "feedback",
      entityId: id,
      after: { is_read: isRead },
    });
  });
}

/** The newest messages as CSV. */
export async function exportFeedback(deps: Deps): Promise<string> {
  const { feedback } = await listFeedback(deps);
  return toCsv<FeedbackItem>(
    [
      { header: "sent_at", value: (f) => f.created_at },
      { header: "from", value: (f) => f.from.name },
      { header: "role", value: (f) => f.from.role },
      { header: "page", value: (f) => f.page },
      { header: "message", value: (f) => f.message },
      { header: "read_at", value: (f) => f.read_at },
    ],
    feedback,
  );
}
