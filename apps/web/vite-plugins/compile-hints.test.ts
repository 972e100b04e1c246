import { describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "./compile-hints";

const chunk = (code: string, moduleIds: string[]) => ({ type: "chunk" as const, code, moduleIds });

describe("compile hints (decision 071)", () => {
  it("puts the hint on the first line of the chunks the first screens run, and only there", () => {
    const bundle = {
      "index.js": chunk('import "./react.js";\nrun();', ["/src/main.tsx"]),
      "react.js": chunk("export const react = 1;", ["/node_modules/react/index.js"]),
      "three.js": chunk("export const three = 1;", ["/node_modules/three/build/three.module.js"]),
      "index.css": { type: "asset" as const },
    };
    const first = new Set(["/src/main.tsx", "/node_modules/react/index.js"]);
    expect(addCompileHints(bundle, (id) => first.has(id))).toBe(2);
    expect(bundle["index.js"].code).toBe(`${COMPILE_HINT}import "./react.js";\nrun();`);
    expect(bundle["react.js"].code.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(bundle["three.js"].code).toBe("export const three = 1;");
  });

  it("marks a chunk once however often it runs", () => {
    const bundle = { "index.js": chunk("run();", ["/src/main.tsx"]) };
    addCompileHints(bundle, () => true);
    expect(addCompileHints(bundle, () => true)).toBe(0);
    expect(bundle["index.js"].code).toBe(`${COMPILE_HINT}run();`);
  });
});
