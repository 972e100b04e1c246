/** The app's speech (decision 064): the browser's voice where it has one, else the app's own. */
export { fetchAudio, lastAppVoiceBytes } from "./audio";
export {
  playServerAudio,
  type SpokenBy,
  speak,
  speakWithAppVoice,
  speakWithBrowserVoice,
  stopSpeech,
} from "./speech";
export { chooseSpeaker, pickVoice, type SpeechSpeed } from "./voices";
