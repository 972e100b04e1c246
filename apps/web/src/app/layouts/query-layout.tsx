import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { queryClient } from "@/lib/query-client";

/**
 * Provides the query cache to every page except the landing page. It is a lazy layout route,
 * rather than a provider around the router, so that React Query stays off the first page and its
 * JavaScript budget (scripts/report-bundle.mjs).
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
