import { PageIntro } from "@/components/page-intro";
import { ListenSpeakGame } from "@/features/games/listen-speak/listen-speak-game";

/** /student/spanish-listen-speak (issue 23): hear a Spanish phrase, say it back. */
export default function SpanishListenSpeakPage() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Spanish: listen and speak">
        Hear a phrase, then say it back, or type it. Press “Slower” as often as you like.
      </PageIntro>
      <ListenSpeakGame />
    </div>
  );
}
