import type { GameEngine } from "@app/domain/games";
import type { EngineModule } from "./types";

/** Each engine is its own lazy chunk, loaded only when a game of its kind opens. */
export const ENGINE_LOADERS: Readonly<Record<GameEngine, () => Promise<EngineModule>>> = {
  flashcards: () => import("./flashcards/flashcards"),
  "swipe-deck": () => import("./swipe-deck/swipe-deck"),
  "matching-pairs": () => import("./matching-pairs/matching-pairs"),
  "timed-rush": () => import("./timed-rush/timed-rush"),
  "fill-the-blank": () => import("./fill-the-blank/fill-the-blank"),
  "order-the-steps": () => import("./order-the-steps/order-the-steps"),
};
