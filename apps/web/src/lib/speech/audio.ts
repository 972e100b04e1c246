import { API_BASE, ApiError, getAuthToken, NETWORK_ERROR_MESSAGE } from "../api-client";

/**
 * Plays audio the server made (the app's voice, decision 064). The API answers with the bearer
 * token, which an <audio src> cannot send, so the WAV is fetched and played from a blob: URL
 * (the pages' policy allows `media-src 'self' blob:`).
 */

let current: HTMLAudioElement | null = null;
/** The last audio the app's voice played (its size is what the browser journey checks). */
let lastBytes = 0;

/** Fetches a WAV from the API; an ApiError with the server's message when refused. */
export async function fetchAudio(path: string, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = { Accept: "audio/wav, application/json" };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers, signal, credentials: "same-origin" });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: "network" });
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { error?: unknown };
    const message = typeof data.error === "string" ? data.error : `HTTP error! status: ${response.status}`;
    throw new ApiError(message, { status: response.status, kind: "http" });
  }
  return response.blob();
}

/** Plays a sound file to its end (stopping whatever the app was saying first). */
export function playBlob(blob: Blob): Promise<void> {
  stopAudio();
  const url = URL.createObjectURL(blob);
  const audio = new Audio(url);
  audio.dataset.appVoice = "true";
  current = audio;
  lastBytes = blob.size;
  return new Promise<void>((resolve, reject) => {
    const end = () => {
      URL.revokeObjectURL(url);
      if (current === audio) current = null;
    };
    audio.onended = () => {
      end();
      resolve();
    };
    audio.onerror = () => {
      end();
      reject(new Error("This browser could not play the sound"));
    };
    audio.play().catch((error: unknown) => {
      end();
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}

export function stopAudio(): void {
  if (current) {
    current.pause();
    current.onended?.(new Event("ended"));
    current = null;
  }
}

/** The size in bytes of the last sound the app's voice played (0 before any). */
export function lastAppVoiceBytes(): number {
  return lastBytes;
}
