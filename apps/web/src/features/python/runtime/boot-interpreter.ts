import type { PyodideAPI } from "pyodide";

/*
 * How the Python worker starts its interpreter (decision 069): from the build's memory snapshot
 * when it has one (a restored interpreter, a few seconds), else, or when restoring fails (a
 * snapshot from another Pyodide build, a damaged download), the normal way (a full boot).
 */

export type BootKind = "snapshot" | "normal";

export interface BootConfig {
  indexURL: string;
  fullStdLib: boolean;
  _loadSnapshot?: Uint8Array;
}

export type LoadPyodide = (config: BootConfig) => Promise<PyodideAPI>;

export async function bootInterpreter(
  load: LoadPyodide,
  indexURL: string,
  snapshot: Uint8Array | null,
): Promise<{ pyodide: PyodideAPI; kind: BootKind }> {
  if (snapshot) {
    try {
      const pyodide = await load({ indexURL, fullStdLib: false, _loadSnapshot: snapshot });
      return { pyodide, kind: "snapshot" };
    } catch (error) {
      console.warn("Python's snapshot could not be restored; starting Python the normal way.", error);
    }
  }
  return { pyodide: await load({ indexURL, fullStdLib: false }), kind: "normal" };
}

/**
 * Downloads a file, telling its progress in bytes. Null when it is not there (a build without a
 * snapshot) or the download fails: the caller then does without.
 */
export async function downloadOptional(
  url: string,
  onBytes: (n: number) => void,
  fetchFile: typeof fetch = fetch,
): Promise<Uint8Array | null> {
  try {
    const response = await fetchFile(url);
    if (!response.ok || !response.body) return null;
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let length = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
      onBytes(value.length);
    }
    const bytes = new Uint8Array(length);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    return bytes;
  } catch {
    return null;
  }
}
