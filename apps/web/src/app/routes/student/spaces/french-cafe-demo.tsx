import { buildCafeScene } from "@app/domain/scene/rooms";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { finishAnswerSet } from "@/features/practice/api/finish-answer-set";
import { answerSetQueryOptions } from "@/features/practice/api/open-answer-set";
import { useAvatar } from "@/features/spaces-3d/api/get-avatar";
import { useCafeLesson } from "@/features/spaces-3d/api/get-cafe-lesson";
import { CafeDialoguePanel } from "@/features/spaces-3d/components/cafe-dialogue-panel";
import { SceneView } from "@/features/spaces-3d/components/scene-view";
import { useSpeech } from "@/features/spaces-3d/hooks/use-speech";
import { recordQuestionAttempt } from "@/shared/practice/record-question-attempt";
import { emitRewardsEarned } from "@/shared/rewards-events";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/**
 * The French café (issue 27): order from the waiter in French. Each reply is judged by the server
 * as an answer of the café lesson's answer set, so the visit earns XP as French practice.
 */
export function FrenchCafe({ photoreal }: { photoreal: boolean }) {
  const { studentId } = useActiveStudent();
  const lesson = useCafeLesson();
  const lessonId = lesson.data ?? null;
  const set = useQuery({
    ...answerSetQueryOptions({ kind: "practice", source: "material", id: lessonId ?? 0 }, studentId),
    enabled: lessonId !== null,
  });
  const avatar = useAvatar(studentId);
  const speech = useSpeech();
  const setId = set.data?.set_id ?? null;

  const judge = useCallback(
    async (questionId: string, reply: string) => {
      if (lessonId === null || setId === null) throw new Error("The café is not open yet.");
      const { attempt } = await recordQuestionAttempt(lessonId, studentId, {
        question_id: questionId,
        answer: reply,
        hint_used: false,
        idempotency_key: crypto.randomUUID(),
        mode: "practice",
        answer_set_id: setId,
      });
      return { isCorrect: attempt.is_correct, feedback: attempt.feedback };
    },
    [lessonId, setId, studentId],
  );
  const finish = useCallback(async () => {
    if (setId === null) return "";
    const result = await finishAnswerSet({ setId, studentId });
    if (result.awarded > 0 && !result.duplicate) emitRewardsEarned({ awarded: result.awarded });
    return result.awarded > 0
      ? `You earned ${result.awarded} XP for your French practice.`
      : "Well ordered! These replies already earned their XP today.";
  }, [setId, studentId]);

  let content: React.ReactNode;
  if (lesson.isError || set.isError) {
    content = (
      <Alert tone="error" title="The café could not open">
        <p>{(lesson.error ?? set.error)?.message}</p>
        <Button
          size="sm"
          variant="outline"
          className="mt-2"
          onClick={() => void (lesson.isError ? lesson.refetch() : set.refetch())}
        >
          Try again
        </Button>
      </Alert>
    );
  } else if (lesson.isSuccess && lessonId === null) {
    content = <Alert tone="info">The café lesson is not in the French course yet.</Alert>;
  } else if (lesson.isPending || set.isPending) {
    content = (
      <div role="status" aria-label="Opening the café" className="grid gap-3">
        <Skeleton className="aspect-[16/10] w-full rounded-xl" />
      </div>
    );
  } else {
    content = (
      <SceneView
        scene={buildCafeScene(photoreal ? "photoreal" : "standard", avatar.data?.avatar)}
        playerAvatar={avatar.data?.avatar}
        speakingId={speech.isSpeaking ? "waiter" : null}
        onActivate={() => speech.speak("Bonjour ! Qu'est-ce que je vous sers ?")}
        listHeading="In the café"
        panel={
          <CafeDialoguePanel
            judge={judge}
            finish={finish}
            speak={speech.speak}
            canSpeak={speech.canSpeak}
            isMuted={speech.isMuted}
            onMute={speech.setMuted}
          />
        }
      />
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-3 py-5 sm:px-6 sm:py-8">
      <PageIntro title={photoreal ? "The French café (photorealistic)" : "The French café"}>
        <p className="text-base">
          Order a drink or a croissant in French. The waiter speaks (subtitles always on); pick a reply or
          type your own, accents optional. It counts as French practice.
        </p>
      </PageIntro>
      {content}
    </div>
  );
}

/** /student/french-cafe-demo */
export default function FrenchCafeDemoPage() {
  return <FrenchCafe photoreal={false} />;
}
