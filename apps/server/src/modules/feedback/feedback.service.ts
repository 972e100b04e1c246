import type { FeedbackCreatedResponse, FeedbackListResponse, FeedbackRequest } from "@app/contract/feedback";
import type { Deps } from "../../deps.ts";
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
    })),
  };
}
