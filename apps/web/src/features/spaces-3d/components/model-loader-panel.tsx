import { type FormEvent, useState } from "react";
import type { Object3D } from "three";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { loadModelFromFile, loadModelFromUrl, SAMPLE_AVATAR_URL } from "../lib/gltf-avatar";

/**
 * Loads a glTF avatar from an address on this site or a file the student picks; on failure it
 * says why, and the built-in avatar stays.
 */
export function ModelLoaderPanel({ onModel }: { onModel: (model: Object3D | null) => void }) {
  const [url, setUrl] = useState(SAMPLE_AVATAR_URL);
  const [status, setStatus] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [isLoading, setLoading] = useState(false);
  const load = async (task: () => Promise<Object3D>, what: string) => {
    setLoading(true);
    setStatus(null);
    try {
      onModel(await task());
      setStatus({ tone: "success", text: `Loaded ${what}.` });
    } catch (e) {
      onModel(null);
      setStatus({
        tone: "error",
        text: `${what} could not be loaded: ${(e as Error).message || "it is not a glTF model"}. Showing the built-in avatar.`,
      });
    } finally {
      setLoading(false);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void load(() => loadModelFromUrl(url), url);
  };
  return (
    <section
      aria-label="Load a glTF avatar"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 className="text-base font-semibold text-slate-900">Load a glTF avatar</h2>
      <form onSubmit={onSubmit} className="grid gap-2">
        <label htmlFor="model-url" className="text-sm text-slate-700">
          Address on this site (.glb or .gltf)
        </label>
        <div className="flex gap-2">
          <Input id="model-url" value={url} maxLength={300} onChange={(e) => setUrl(e.target.value)} />
          <Button type="submit" disabled={isLoading}>
            Load
          </Button>
        </div>
      </form>
      <label className="grid gap-1 text-sm text-slate-700">
        Or pick a file from this device
        <input
          type="file"
          accept=".glb,.gltf,model/gltf-binary,model/gltf+json"
          className="text-sm"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void load(() => loadModelFromFile(file), file.name);
          }}
        />
      </label>
      <Button variant="ghost" size="sm" className="w-fit" onClick={() => onModel(null)}>
        Use the built-in avatar
      </Button>
      {isLoading && <p role="status">Loading the model…</p>}
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
    </section>
  );
}
