// The seeded lessons' videos (made by scripts/make-lesson-videos.mjs): each goes to a lesson of the
// curriculum, with WebVTT captions and a transcript, and the library's video entries of the same
// name open that lesson (issue 13).

export interface SeedVideo {
  /** The WebM file beside this one, in videos/. */
  file: string;
  /** The stored file's name: 32 hex characters, as uploads are named. */
  storedName: string;
  /** The curriculum lesson that shows the video. */
  lessonSlug: string;
  /** Library entries of type video that play this lesson's video. */
  libraryTitles: string[];
  captions: string;
  transcript: string;
}

export const SEED_VIDEOS: SeedVideo[] = [
  {
    file: "angles-in-a-triangle.webm",
    storedName: "5eed0a1e5a16e50f7a1a9c1e00000001.webm",
    lessonSlug: "geo-triangle-angle-sum",
    libraryTitles: ["Angles in triangles"],
    captions: `WEBVTT

00:00.000 --> 00:04.000
Here is a triangle. Why do its angles always add up to 180 degrees?

00:04.000 --> 00:08.000
Colour each corner: angle a in red, b in green and c in blue.

00:08.000 --> 00:16.000
Now tear off the three corners and put their points together on a straight line.

00:16.000 --> 00:21.000
They fit exactly along the line. A straight line is 180 degrees, so a + b + c = 180°.

00:21.000 --> 00:26.000
Try it: 50 degrees plus 60 degrees plus what makes 180? The third angle is 70 degrees.
`,
    transcript:
      "Here is a triangle. Why do its angles always add up to 180 degrees? Colour each corner: angle a in red, b in green and c in blue. Now tear off the three corners and put their points together on a straight line. They fit exactly along the line. A straight line is 180 degrees, so a plus b plus c equals 180 degrees. Try it: 50 degrees plus 60 degrees plus what makes 180? The third angle is 70 degrees.",
  },
  {
    file: "au-cafe.webm",
    storedName: "5eed0a1e5a16e50f7a1a9c1e00000002.webm",
    lessonSlug: "fr-greetings",
    libraryTitles: ["Au café: ordering in French"],
    captions: `WEBVTT

00:01.000 --> 00:04.000
Bonjour madame ! (Hello, madam!)

00:04.000 --> 00:07.000
Bonjour ! Vous désirez ? (Hello! What would you like?)

00:07.000 --> 00:11.000
Un café, s'il vous plaît. (A coffee, please.)

00:11.000 --> 00:14.000
Et avec ceci ? (Anything else?)

00:14.000 --> 00:22.000
C'est tout, merci. (That's all, thank you.)
`,
    transcript:
      "Customer: Bonjour madame ! (Hello, madam!)\nServer: Bonjour ! Vous désirez ? (Hello! What would you like?)\nCustomer: Un café, s'il vous plaît. (A coffee, please.)\nServer: Et avec ceci ? (Anything else?)\nCustomer: C'est tout, merci. (That's all, thank you.)",
  },
  {
    file: "spanish-greetings.webm",
    storedName: "5eed0a1e5a16e50f7a1a9c1e00000003.webm",
    lessonSlug: "es-greetings",
    libraryTitles: ["Spanish greetings"],
    captions: `WEBVTT

00:01.000 --> 00:04.000
¡Hola! Buenos días. (Hi! Good morning.)

00:04.000 --> 00:08.000
Buenos días. ¿Cómo estás? (Good morning. How are you?)

00:08.000 --> 00:12.000
Muy bien, gracias. ¿Y tú? (Very well, thanks. And you?)

00:12.000 --> 00:15.000
Bien. ¡Hasta luego! (Fine. See you later!)

00:15.000 --> 00:20.000
¡Adiós! (Goodbye!)
`,
    transcript:
      "Ana: ¡Hola! Buenos días. (Hi! Good morning.)\nLuis: Buenos días. ¿Cómo estás? (Good morning. How are you?)\nAna: Muy bien, gracias. ¿Y tú? (Very well, thanks. And you?)\nLuis: Bien. ¡Hasta luego! (Fine. See you later!)\nAna: ¡Adiós! (Goodbye!)",
  },
];
