import { Mic, SkipForward, Snail, Volume2 } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { playServerAudio, type SpeechSpeed, stopSpeech } from "@/lib/speech";
import { getPhraseAudio } from "../api/get-phrase-audio";
import { AnswerError, FeedbackBar, Position, useOneAtATime } from "../engines/shared/one-at-a-time";
import type { EngineProps } from "../engines/types";
import { canRecognise, listenOnce } from "./speech-recognition";

/** The round being played: its answer set names the audio of each phrase. */
export const ListenSpeakRound = createContext<{ setId: string; studentId: number | null }>({
  setId: "",
  studentId: null,
});

/**
 * Listen and speak (issue 23): the app says a Spanish phrase (the app's voice, fetched by
 * reference so its text stays on the server until answered), "Slower" says it again slowly, and
 * the student answers aloud where the browser can listen, by typing anywhere, or skips with
 * "Can't speak now". The server judges with accent and typo tolerance.
 */
export function ListenSpeakEngine({ items, answer, done }: EngineProps) {
  const { setId, studentId } = useContext(ListenSpeakRound);
  const game = useOneAtATime(items, answer, done);
  const [text, setText] = useState("");
  const [audioState, setAudioState] = useState<"idle" | "loading" | "playing">("idle");
  const [audioError, setAudioError] = useState<string | null>(null);
  const [listening, setListening] = useState(false);
  const [micError, setMicError] = useState<string | null>(null);
  /** The size of the last phrase heard to its end: what was played, for the student's screen reader and tests. */
  const [heardBytes, setHeardBytes] = useState(0);
  const clips = useRef(new Map<string, Blob>());
  const stopListening = useRef<() => void>(() => {});
  const questionId = game.item.question.id;

  const play = useCallback(
    async (speed: SpeechSpeed) => {
      setAudioError(null);
      const key = `${questionId}:${speed}`;
      try {
        let clip = clips.current.get(key);
        if (!clip) {
          setAudioState("loading");
          clip = await getPhraseAudio(setId, questionId, speed, studentId);
          clips.current.set(key, clip);
        }
        setAudioState("playing");
        await playServerAudio(clip);
        setHeardBytes(clip.size);
      } catch (error) {
        setAudioError(error instanceof Error ? error.message : "The phrase could not be played.");
      } finally {
        setAudioState("idle");
      }
    },
    [questionId, setId, studentId],
  );

  useEffect(() => {
    return () => {
      stopSpeech();
      stopListening.current();
    };
  }, []);

  const speakAnswer = () => {
    setMicError(null);
    setListening(true);
    const session = listenOnce("es-ES");
    stopListening.current = session.stop;
    session.result
      .then((heard) => {
        setText(heard);
        void game.submit(heard);
      })
      .catch((error: Error) => setMicError(error.message))
      .finally(() => setListening(false));
  };

  const next = () => {
    setText("");
    setMicError(null);
    game.next();
  };

  return (
    <section
      className="grid gap-4"
      aria-label="Listen and speak"
      data-testid="listen-speak"
      data-heard-bytes={heardBytes}
    >
      <Position index={game.index} total={items.length} />
      <p className="text-lg text-slate-900">{game.item.question.question}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => void play("normal")}
          disabled={audioState !== "idle"}
          data-testid="listen-play"
        >
          <Volume2 aria-hidden className="size-4" />{" "}
          {audioState === "loading" ? "Getting the voice…" : "Listen"}
        </Button>
        <Button
          variant="outline"
          onClick={() => void play("slow")}
          disabled={audioState !== "idle"}
          data-testid="listen-slower"
        >
          <Snail aria-hidden className="size-4" /> Slower
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {audioState === "playing" ? "Playing the phrase" : ""}
      </p>
      <AnswerError message={audioError} />
      {game.verdict ? (
        <FeedbackBar verdict={game.verdict} onNext={next} isLast={game.isLast} />
      ) : (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) void game.submit(text.trim());
          }}
        >
          <label htmlFor="listen-answer" className="text-sm font-medium text-slate-700">
            {canRecognise() ? "Say it, or type what you heard" : "Type what you heard"}
          </label>
          <div className="flex flex-wrap gap-2">
            <Input
              id="listen-answer"
              data-testid="listen-answer"
              lang="es"
              autoComplete="off"
              spellCheck={false}
              value={text}
              onChange={(e) => setText(e.target.value)}
              disabled={game.pending}
              className="min-w-0 flex-1"
            />
            <Button type="submit" disabled={game.pending || !text.trim()}>
              Check
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            {canRecognise() && (
              <Button
                type="button"
                variant="outline"
                onClick={speakAnswer}
                disabled={listening || game.pending}
              >
                <Mic aria-hidden className="size-4" /> {listening ? "Listening…" : "Speak"}
              </Button>
            )}
            <Button type="button" variant="ghost" onClick={next} data-testid="cant-speak">
              <SkipForward aria-hidden className="size-4" /> Can't speak now
            </Button>
          </div>
          <AnswerError message={micError ?? game.error} />
        </form>
      )}
    </section>
  );
}
