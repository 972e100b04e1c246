import { useQuery } from "@tanstack/react-query";
import { CalendarClock, CheckCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { answerSetQueryOptions } from "@/features/practice/api/open-answer-set";
import { PracticeSession } from "@/features/practice/components/practice-session";
import { type ReviewQueue, reviewQueueQueryOptions } from "@/features/review/api/get-review-due";
import { formatDueTime } from "@/features/review/format-due-time";
import { loadMathRenderer } from "@/shared/math/lib/load-math-renderer";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

void loadMathRenderer().catch(() => {});

/** /student/review: spaced review (FSRS on the server) of everything the student has practised. */
export default function ReviewPage() {
  const { studentId } = useActiveStudent();
  // Each session gets a fresh queue: a new round starts after "Review again".
  const [round, setRound] = useState(0);
  const [isAhead, setIsAhead] = useState(false);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Review">
        <p className="text-base">
          Questions come back just before you would forget them. A few minutes a day keeps them fresh.
        </p>
      </PageIntro>
      <ReviewRound
        key={`${round}:${isAhead}`}
        studentId={studentId}
        isAhead={isAhead}
        onReviewAhead={() => setIsAhead(true)}
        onAgain={() => {
          setIsAhead(false);
          setRound((r) => r + 1);
        }}
      />
    </div>
  );
}

function ReviewRound({
  studentId,
  isAhead,
  onReviewAhead,
  onAgain,
}: {
  studentId: number | null;
  isAhead: boolean;
  onReviewAhead: () => void;
  onAgain: () => void;
}) {
  const queue = useQuery(reviewQueueQueryOptions(studentId, isAhead));
  const [isFinished, setIsFinished] = useState(false);

  if (queue.isPending) {
    return (
      <div role="status" aria-label="Loading your reviews" className="grid gap-4">
        <Skeleton className="h-2" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  if (queue.isError) {
    return (
      <Alert tone="error" title="Failed to fetch your reviews">
        <p>{queue.error.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void queue.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (queue.data.due.length === 0) return <AllCaughtUp queue={queue.data} onReviewAhead={onReviewAhead} />;

  const { due, due_now } = queue.data;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600" data-testid="review-count">
        {isAhead
          ? `Reviewing ${due.length} ahead of time.`
          : `${due_now} due now${due_now > due.length ? `; here are the first ${due.length}` : ""}.`}
      </p>
      <ReviewSession studentId={studentId} isAhead={isAhead} onFinished={() => setIsFinished(true)} />
      {isFinished && (
        <Button variant="outline" className="w-fit" onClick={onAgain}>
          Check for more reviews
        </Button>
      )}
    </div>
  );
}

/** The review session over the set the server opens of the due questions (issue 7.9). */
function ReviewSession({
  studentId,
  isAhead,
  onFinished,
}: {
  studentId: number | null;
  isAhead: boolean;
  onFinished: () => void;
}) {
  const set = useQuery(answerSetQueryOptions({ kind: "review", ahead: isAhead }, studentId));
  if (set.isPending) {
    return (
      <div role="status" aria-label="Loading your reviews" className="grid gap-4">
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  if (set.isError) {
    return (
      <Alert tone="error" title="Failed to start your review">
        <p>{set.error.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void set.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <PracticeSession
      setId={set.data.set_id}
      kind="review"
      studentId={studentId}
      onFinished={onFinished}
      items={set.data.items.map((item, index) => ({
        key: `${index}:${item.material_id}:${item.question.id}`,
        materialId: item.material_id,
        materialTitle: item.material_title,
        question: item.question,
        isReview: true,
      }))}
    />
  );
}

function AllCaughtUp({ queue, onReviewAhead }: { queue: ReviewQueue; onReviewAhead: () => void }) {
  const hasCards = queue.total_cards > 0;
  return (
    <Card data-testid="review-caught-up">
      <CardContent className="grid gap-4">
        <div className="flex items-start gap-3">
          <CheckCheck aria-hidden className="mt-1 size-6 shrink-0 text-emerald-600" />
          <div className="grid gap-1">
            <h2 className="text-xl font-semibold text-slate-900">All caught up</h2>
            <p className="text-slate-700">
              {hasCards
                ? `Nothing is due right now. ${queue.total_cards} ${queue.total_cards === 1 ? "card is" : "cards are"} in your review deck.`
                : "Your review deck is empty. Practise a material and its questions will come back here."}
            </p>
            {queue.next_due_at && (
              <p className="flex items-center gap-1.5 text-sm text-slate-600" data-testid="next-due">
                <CalendarClock aria-hidden className="size-4" />
                Next review {formatDueTime(queue.next_due_at)}.
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {hasCards && (
            <Button variant="outline" onClick={onReviewAhead}>
              Review ahead
            </Button>
          )}
          <Link to="/student/library" className={buttonClasses({ variant: hasCards ? "ghost" : "primary" })}>
            Find something to learn
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
