import { toFailure } from "@/lib/api-errors";
import { fetchAudio, type SpeechSpeed } from "@/lib/speech";
import { withStudentId } from "@/lib/student-query";

/**
 * GET /api/answer-sets/{id}/audio/{questionId}: a listen-and-speak phrase in the app's voice. The
 * phrase is fetched by reference, so its text never reaches the browser before the answer.
 */
export async function getPhraseAudio(
  setId: string,
  questionId: string,
  speed: SpeechSpeed,
  studentId: number | null,
): Promise<Blob> {
  try {
    return await fetchAudio(
      withStudentId(`/answer-sets/${setId}/audio/${questionId}?speed=${speed}`, studentId),
    );
  } catch (error) {
    throw toFailure("play the phrase", error);
  }
}
