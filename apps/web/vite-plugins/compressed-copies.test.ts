import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compressAssets } from "./compressed-copies";

let dir = "";
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the assets' compressed copies (issue 21)", () => {
  it("gives scripts and style sheets a gzip and a brotli copy that unpack to the file", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
    const script = `export const text = ${JSON.stringify("lesson ".repeat(400))};`;
    fs.writeFileSync(path.join(dir, "lesson-a1.js"), script);
    fs.writeFileSync(path.join(dir, "lesson-a1.css"), `.a{color:red}\n`.repeat(200));
    fs.writeFileSync(path.join(dir, "tiny-b2.js"), "export {};");
    fs.writeFileSync(path.join(dir, "font-c3.woff2"), Buffer.alloc(4096, 7));
    expect(compressAssets(dir).sort()).toEqual(["lesson-a1.css", "lesson-a1.js"]);
    const file = path.join(dir, "lesson-a1.js");
    expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    // Too small to gain, or compressed already: left as they are.
    expect(fs.existsSync(path.join(dir, "tiny-b2.js.gz"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "font-c3.woff2.gz"))).toBe(false);
  });

  it("does nothing for a build without an assets folder", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
    expect(compressAssets(path.join(dir, "missing"))).toEqual([]);
  });
});
