import type { Message, ThreadHistory } from "@app/contract/messages";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { messagesPageKeys } from "../api/keys";

/**
 * Adds a message to its open conversation's history (the newest page), once: the sender's own
 * answer and the live stream may both bring it.
 */
export function addMessageToCache(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<InfiniteData<ThreadHistory, number | null>>(
    messagesPageKeys.thread(message.thread_id),
    (data) => {
      const [newest, ...older] = data?.pages ?? [];
      if (!data || !newest) return data;
      if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
      const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
      return { ...data, pages: [{ ...newest, messages }, ...older] };
    },
  );
}
