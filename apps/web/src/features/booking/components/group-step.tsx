import type { GroupSession } from "@app/contract/booking";
import { FRENCH_CIRCLE_TEXT } from "@app/domain/french-circles";
import { useQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { useNavigate } from "react-router";
import { EmptyBoxIllustration } from "@/components/illustrations/empty-box";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { groupSessionsQueryOptions } from "../api/list-group-sessions";
import { savePendingBooking } from "../lib/booking-storage";
import { formatWhen } from "../lib/format";
import { StepError, StepFrame, StepLoading } from "./step-frame";

/** /book/groups: group lessons (the French circles) with seats left. */
export function GroupStep() {
  const navigate = useNavigate();
  const query = useQuery(groupSessionsQueryOptions());
  function take(session: GroupSession) {
    savePendingBooking({
      kind: "group",
      sessionId: session.id,
      title: session.title,
      startsAt: session.starts_at,
      duration: session.duration,
    });
    void navigate("/book/confirm");
  }
  return (
    <StepFrame
      step={2}
      title="Group lessons"
      lead={`Small groups with a tutor. A seat uses ${FRENCH_CIRCLE_TEXT.seatPrice}.`}
      back={{ to: "/book", label: "All subjects" }}
    >
      {query.isPending ? (
        <StepLoading label="Loading group lessons" />
      ) : query.isError ? (
        <StepError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          illustration={EmptyBoxIllustration}
          title="No group lesson is open for booking right now"
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {query.data.map((session) => (
            <li
              key={session.id}
              className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex items-start justify-between gap-2">
                <h2 className="font-semibold text-slate-900">{session.title}</h2>
                <Badge>{session.subject}</Badge>
              </div>
              <p className="text-sm text-slate-600">
                {formatWhen(session.starts_at)} · {session.duration} min
                {session.tutor_name ? ` · with ${session.tutor_name}` : ""}
              </p>
              {session.description && <p className="text-sm text-slate-700">{session.description}</p>}
              <p className="inline-flex items-center gap-1 text-sm font-medium text-slate-800">
                <Users aria-hidden className="size-4" />
                {session.seats_left === 0
                  ? "Full"
                  : `${session.seats_left} of ${session.capacity} seats left`}
              </p>
              <Button
                className="w-full sm:w-fit"
                disabled={session.seats_left === 0}
                onClick={() => take(session)}
                aria-label={`Take a seat in ${session.title}`}
              >
                Take a seat
              </Button>
            </li>
          ))}
        </ul>
      )}
    </StepFrame>
  );
}
