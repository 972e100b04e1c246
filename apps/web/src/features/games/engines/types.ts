import type { ComponentType } from "react";
import type { GameItem } from "../api/open-game";

/** The server's verdict on one answer, with the right answer once it may be shown. */
export interface Verdict {
  isCorrect: boolean;
  score: number;
  /** The right answer in words (an option's text), or "" when the server keeps it. */
  correctAnswer: string;
  feedback: string;
}

/**
 * The one interface every engine implements (issue 23): it gets a card's items, takes an answer
 * (which the player sends to the server and judges there), shows the verdict, and says when it is
 * done; the player keeps the score, the combo and the summary. A seventh engine is one folder.
 */
export interface EngineProps {
  items: GameItem[];
  answer: (index: number, text: string) => Promise<Verdict>;
  done: () => void;
  /** Calm mode: no timer. */
  calm: boolean;
  /** Reduced motion or performance mode: no animation. */
  still: boolean;
}

export type EngineModule = { default: ComponentType<EngineProps> };
