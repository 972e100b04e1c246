import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { calendarFeedQueryOptions } from "../api/get-calendar-feed";
import { resetCalendarFeed } from "../api/reset-calendar-feed";

/** The private calendar feed URL to paste into a calendar app, with copy and a fresh link. */
export function CalendarFeedCard() {
  const queryClient = useQueryClient();
  const feed = useQuery(calendarFeedQueryOptions());
  const reset = useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (url) => {
      queryClient.setQueryData(calendarFeedQueryOptions().queryKey, url);
      toast({ title: "New calendar link made", description: "The old link no longer works." });
    },
  });
  async function copy() {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data);
      toast({ title: "Calendar link copied" });
    } catch {
      toast({
        title: "Copy it by hand",
        description: "Select the link and copy it.",
        variant: "destructive",
      });
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your calendar feed</CardTitle>
        <CardDescription>
          Subscribe to this private link in Google Calendar, Outlook or Apple Calendar to see every lesson
          there. Anyone with the link can see your lessons: keep it to yourself.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-[1fr_auto_auto]">
        <Input
          readOnly
          aria-label="Calendar feed link"
          value={feed.data ?? (feed.isError ? "Could not load the link" : "Loading…")}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy()} disabled={!feed.data}>
          <Copy aria-hidden className="size-4" /> Copy
        </Button>
        <Button variant="ghost" onClick={() => reset.mutate()} isBusy={reset.isPending}>
          <RefreshCw aria-hidden className="size-4" /> New link
        </Button>
      </CardContent>
    </Card>
  );
}
