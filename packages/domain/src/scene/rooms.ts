import {
  type AvatarConfig,
  DEFAULT_AVATAR,
  type SceneDescription,
  type SceneDetail,
  type SceneInteractive,
} from "@app/contract/scene";
import { ambientAndSun, prop } from "./props.ts";

/*
 * The other rooms of the 3D spaces (issue 27), each a scene description for the one runtime.
 */

/** The waiter's look. */
export const WAITER_AVATAR: AvatarConfig = {
  skinColour: "#c68642",
  hairColour: "#1b1b1b",
  shirtColour: "#fafafa",
  hairStyle: "short",
  accessory: "bow-tie",
};

/** The AI tutor's face (flag `tutor_3d_avatar`): the same procedural avatar, glasses on. */
export const TUTOR_AVATAR: AvatarConfig = {
  skinColour: "#e0ac69",
  hairColour: "#6b4423",
  shirtColour: "#1f8a8a",
  hairStyle: "bun",
  accessory: "glasses",
};

/** The French café: counter, tables, a waiter; `photoreal` draws it with PBR and shadows. */
export function buildCafeScene(detail: SceneDetail, player: AvatarConfig = DEFAULT_AVATAR): SceneDescription {
  const tables = [-3, 0, 3].map((x, i) =>
    prop(`table-${i}`, "cylinder", [x, 0.375, -1], [0.9, 0.75, 0.9], "#3b2a20", {
      roughness: 0.35,
      metalness: 0.1,
    }),
  );
  return {
    title: "Le Café des Amis",
    room: { width: 12, depth: 10, height: 3.5, floorColour: "#8c5a3c", wallColour: "#f3e2c7" },
    camera: { mode: "third-person", start: [0, 1.6, 4], lookAt: [0, 1.2, -2] },
    detail,
    background: "#2b1d14",
    props: [
      prop("counter", "box", [0, 0.55, -4], [6, 1.1, 0.8], "#5a3825", { roughness: 0.4 }),
      prop("coffee-machine", "box", [-2, 1.35, -4.1], [0.8, 0.5, 0.5], "#b0b4b8", {
        roughness: 0.2,
        metalness: 0.9,
      }),
      ...tables,
      prop("lamp", "sphere", [0, 3, -1], [0.4, 0.4, 0.4], "#ffd27f", { roughness: 0.1 }),
    ],
    lights: [
      { kind: "ambient", colour: "#ffe9cc", intensity: 0.5, castsShadow: false },
      { kind: "point", colour: "#ffd27f", intensity: 18, position: [0, 2.8, -1], castsShadow: true },
      { kind: "directional", colour: "#ffffff", intensity: 0.8, position: [4, 6, 5], castsShadow: true },
    ],
    characters: [
      {
        id: "waiter",
        name: "Le serveur",
        position: [0, 0, -2.6],
        facing: 0,
        avatar: WAITER_AVATAR,
        isPlayer: false,
      },
      { id: "player", name: "You", position: [0, 0, 1.5], facing: Math.PI, avatar: player, isPlayer: true },
    ],
    interactives: [
      {
        id: "waiter",
        kind: "character",
        label: "Le serveur, the waiter",
        actionLabel: "Talk to the waiter",
        position: [0, 1, -2.6],
        size: [0.6, 1.8, 0.5],
        colour: "#fafafa",
        isHighlighted: false,
        isListOnly: false,
      },
    ],
  };
}

/** One card of a material's deck, placed in space. */
export interface DeckCard {
  title: string;
  body: string;
}

/** A lesson in 3D: the material's deck as cards standing in an arc. */
export function buildDeckScene(
  title: string,
  cards: readonly DeckCard[],
  detail: SceneDetail,
): SceneDescription {
  const count = Math.max(1, cards.length);
  const interactives: SceneInteractive[] = cards.slice(0, 30).map((card, i) => {
    const angle = -Math.PI / 3 + ((2 * Math.PI) / 3) * (count === 1 ? 0.5 : i / (count - 1));
    return {
      id: `card-${i}`,
      kind: "card",
      label: `Card ${i + 1}: ${card.title}`.slice(0, 120),
      actionLabel: "Read the card",
      detail: card.body.slice(0, 2000),
      position: [Math.sin(angle) * 4, 1.5, -Math.cos(angle) * 4],
      size: [1.4, 0.9, 0.05],
      colour: i % 2 === 0 ? "#fdf6e3" : "#e8f1fd",
      isHighlighted: i === 0,
      isListOnly: false,
    };
  });
  return {
    title,
    room: { width: 12, depth: 12, height: 4, floorColour: "#d9d2c5", wallColour: "#f4f1ea" },
    camera: { mode: "first-person", start: [0, 1.6, 2], lookAt: [0, 1.5, -4] },
    detail,
    background: "#e6eef8",
    props: [],
    lights: ambientAndSun(
      { colour: "#ffffff", intensity: 0.8 },
      { colour: "#ffffff", intensity: 1, position: [2, 5, 3], castsShadow: false },
    ),
    characters: [],
    interactives,
  };
}

/** Levels of detail of the avatar tests: full, plain shapes, and the fewest shapes. */
export type AvatarLevel = "basic" | "simple" | "ultra-simple";

/** A small stage showing one avatar. */
export function buildAvatarScene(avatar: AvatarConfig, level: AvatarLevel): SceneDescription {
  return {
    title: "Avatar",
    room: { width: 6, depth: 6, height: 3, floorColour: "#cfd8e3", wallColour: "#eef2f7" },
    camera: { mode: "orbit", start: [0, 1.5, 3], lookAt: [0, 1.1, 0] },
    detail: level === "basic" ? "standard" : "simple",
    background: "#eef2f7",
    props: [],
    lights: ambientAndSun(
      { colour: "#ffffff", intensity: 0.8 },
      { colour: "#ffffff", intensity: 1.1, position: [2, 4, 3], castsShadow: false },
    ),
    characters: [
      { id: "avatar", name: "Your avatar", position: [0, 0, 0], facing: 0, avatar, isPlayer: false },
    ],
    interactives: [],
  };
}

/** The engine's demo room: a few props and a door, editable live on the configurable-set page. */
export function buildDemoScene(): SceneDescription {
  return {
    title: "Demo room",
    room: { width: 10, depth: 10, height: 3, floorColour: "#9fb7a0", wallColour: "#e9efe6" },
    camera: { mode: "first-person", start: [0, 1.6, 3.5], lookAt: [0, 1, 0] },
    detail: "standard",
    background: "#cfe3f7",
    props: [
      prop("crate", "box", [-2, 0.5, 0], [1, 1, 1], "#c08040"),
      prop("pillar", "cylinder", [2, 1, -1], [0.6, 2, 0.6], "#8899aa", { roughness: 0.5, metalness: 0.2 }),
      prop("ball", "sphere", [0, 0.4, -2], [0.8, 0.8, 0.8], "#e05050", { roughness: 0.3 }),
    ],
    lights: ambientAndSun(
      { colour: "#ffffff", intensity: 0.6 },
      { colour: "#ffffff", intensity: 1.2, position: [3, 5, 2], castsShadow: true },
    ),
    characters: [],
    interactives: [
      {
        id: "door",
        kind: "door",
        label: "The library door",
        actionLabel: "Go to your 3D library",
        position: [0, 1, -4.9],
        size: [1.2, 2, 0.1],
        colour: "#6b4226",
        isHighlighted: true,
        isListOnly: false,
        href: "/student/library-3d",
      },
    ],
  };
}
