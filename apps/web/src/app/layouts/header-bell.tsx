import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";
import { NotificationBell } from "@/shared/notifications/notification-bell";

/**
 * The bell in the public header. The header also frames the landing page, which has no query
 * cache (to keep the first page small), so the bell brings the app's one cache with it; it loads
 * only for signed-in visitors.
 */
export default function HeaderBell() {
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationBell />
    </QueryClientProvider>
  );
}
