import { readLocal, removeLocal, writeLocal } from "@/lib/storage";

/** Whether this browser can draw WebGL (a throwaway context, released at once). */
export function hasWebGl(): boolean {
  try {
    const canvas = document.createElement("canvas");
    const gl = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
    if (!gl) return false;
    gl.getExtension("WEBGL_lose_context")?.loseContext();
    return true;
  } catch {
    return false;
  }
}

/** The student chose the 2D version of the 3D spaces (kept on this browser). */
const PREFERS_2D_KEY = "spaces-3d-prefers-2d";

export function prefers2d(): boolean {
  return readLocal(PREFERS_2D_KEY) === "1";
}

export function setPrefers2d(value: boolean): void {
  if (value) writeLocal(PREFERS_2D_KEY, "1");
  else removeLocal(PREFERS_2D_KEY);
}
