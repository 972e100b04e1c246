import { describe, expect, it } from "vitest";
import { readIconFiles, rewriteIconImports } from "./lucide-direct-imports";

const BARREL = [
  "export { default as Compass, default as CompassIcon, default as LucideCompass } from './icons/compass.mjs';",
  "export { default as CircleQuestionMark, default as HelpCircle } from './icons/circle-question-mark.mjs';",
  "export { default as createLucideIcon } from './createLucideIcon.mjs';",
].join("\n");

describe("lucide direct imports (decision 033)", () => {
  const files = readIconFiles(BARREL);

  it("maps every name and alias of an icon to its file, and nothing else", () => {
    expect(Object.fromEntries(files)).toEqual({
      Compass: "compass",
      CompassIcon: "compass",
      LucideCompass: "compass",
      CircleQuestionMark: "circle-question-mark",
      HelpCircle: "circle-question-mark",
    });
  });

  it("splits an import into one import per icon, keeping local names", () => {
    const code = 'import { Compass, HelpCircle as Help } from "lucide-react";\nuse(Compass, Help);';
    expect(rewriteIconImports(code, files)).toBe(
      'import Compass from "lucide-react/icons/compass"; import Help from "lucide-react/icons/circle-question-mark";\nuse(Compass, Help);',
    );
  });

  it("keeps names that are not icons on the package, across lines", () => {
    const code = 'import {\n  Compass,\n  createLucideIcon,\n} from "lucide-react";';
    expect(rewriteIconImports(code, files)).toBe(
      'import { createLucideIcon } from "lucide-react"; import Compass from "lucide-react/icons/compass";',
    );
  });

  it("leaves other imports and icon-free imports alone", () => {
    const code = 'import { createLucideIcon } from "lucide-react";\nimport { useState } from "react";';
    expect(rewriteIconImports(code, files)).toBe(code);
  });
});
