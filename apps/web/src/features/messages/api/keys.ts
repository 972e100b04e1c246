import { messageKeys } from "@/shared/messages/keys";

/** The messages page's query keys, under the shared root the unread count uses. */
export const messagesPageKeys = {
  allThreads: () => [...messageKeys.all, "threads"] as const,
  threads: (studentId: number | null) => [...messageKeys.all, "threads", studentId] as const,
  contacts: (studentId: number | null) => [...messageKeys.all, "contacts", studentId] as const,
  thread: (id: number) => [...messageKeys.all, "thread", id] as const,
};
