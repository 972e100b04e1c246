import type { Object3D } from "three";

/** The sample model we serve ourselves. */
export const SAMPLE_AVATAR_URL = "/models/sample-avatar.glb";
/** Files larger than this are refused before loading (a phone would stall). */
export const MAX_MODEL_BYTES = 15 * 1024 * 1024;

/** Only our own address: nothing is fetched from outside at run time. */
export function toSameOriginUrl(raw: string, origin = window.location.origin): string | null {
  try {
    const url = new URL(raw.trim(), origin);
    return url.origin === origin && (url.protocol === "http:" || url.protocol === "https:") ? url.href : null;
  } catch {
    return null;
  }
}

async function parse(data: ArrayBuffer): Promise<Object3D> {
  // GLTFLoader without Draco or Meshopt decoders: those would be fetched from a CDN.
  const { GLTFLoader } = await import("three/examples/jsm/loaders/GLTFLoader.js");
  const gltf = await new GLTFLoader().parseAsync(data, "");
  return gltf.scene;
}

/** Loads a glTF/GLB model from our own address. */
export async function loadModelFromUrl(raw: string): Promise<Object3D> {
  const url = toSameOriginUrl(raw);
  if (!url) throw new Error("Only a model on this site can be loaded (an address starting with /).");
  const res = await fetch(url, { credentials: "same-origin" });
  if (!res.ok) throw new Error(`The model could not be downloaded (HTTP ${res.status}).`);
  return parse(await res.arrayBuffer());
}

/** Loads a glTF/GLB model from a file the student picked. */
export async function loadModelFromFile(file: File): Promise<Object3D> {
  if (file.size > MAX_MODEL_BYTES) throw new Error("That file is over 15 MB: pick a smaller model.");
  return parse(await file.arrayBuffer());
}
