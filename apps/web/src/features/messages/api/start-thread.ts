import { type StartThreadRequest, type ThreadSummary, threadResponseSchema } from "@app/contract/messages";
import { api } from "@/lib/api-client";

/** POST /api/messages/threads: opens (or finds) the conversation with a contact. */
export async function startThread(request: StartThreadRequest): Promise<ThreadSummary> {
  return threadResponseSchema.parse(await api.post<unknown>("/messages/threads", request)).thread;
}
