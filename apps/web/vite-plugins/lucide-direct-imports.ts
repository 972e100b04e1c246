/**
 * Rewrites `import { Compass, X as Close } from "lucide-react"` into one import per icon module
 * (`lucide-react/icons/compass`), in the build only (decision 033).
 *
 * The bundler tree-shakes the package's barrel either way, but the module graph that the chunk
 * groups (chunk-groups.ts) read only shows "this page imports the barrel", and the barrel imports
 * all ~1 700 icons: every icon would then look shared by every page. With direct imports the graph
 * shows which page uses which icon, so an icon lands in the chunk of the pages that use it.
 * Names the barrel does not map to an icon file (createLucideIcon, Icon, …) stay on the barrel.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const PACKAGE = "lucide-react";
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** Export name → icon file (without `.mjs`), read from the package's ESM barrel. */
export function readIconFiles(barrelSource: string): Map<string, string> {
  const files = new Map<string, string>();
  const line = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+)\.mjs';/g;
  for (const [, specifiers, file] of barrelSource.matchAll(line)) {
    for (const specifier of (specifiers as string).split(",")) {
      const name = specifier.trim().match(/^default\s+as\s+(\w+)$/)?.[1];
      if (name) files.set(name, file as string);
    }
  }
  return files;
}

/** The import statements of `code` with icon specifiers split into direct imports. */
export function rewriteIconImports(code: string, iconFiles: ReadonlyMap<string, string>): string {
  return code.replace(IMPORT, (statement, specifierList: string) => {
    const direct: string[] = [];
    const rest: string[] = [];
    for (const raw of specifierList.split(",")) {
      const specifier = raw.trim();
      if (specifier === "") continue;
      const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
      const file = iconFiles.get(imported);
      if (file) direct.push(`import ${local} from "${PACKAGE}/icons/${file}";`);
      else rest.push(specifier);
    }
    if (direct.length === 0) return statement;
    const kept = rest.length > 0 ? [`import { ${rest.join(", ")} } from "${PACKAGE}";`] : [];
    return [...kept, ...direct].join(" ");
  });
}

export function lucideDirectImports(): Plugin {
  let iconFiles: Map<string, string> | null = null;
  return {
    name: "lucide-direct-imports",
    apply: "build",
    transform(code, id) {
      if (id.includes("/node_modules/") || !code.includes(PACKAGE)) return null;
      if (iconFiles === null) {
        // The package's CommonJS main sits next to its ESM folder: dist/cjs → dist/esm.
        const main = createRequire(import.meta.url).resolve(PACKAGE);
        const barrel = path.join(path.dirname(main), "../esm/lucide-react.mjs");
        iconFiles = readIconFiles(readFileSync(barrel, "utf8"));
      }
      const rewritten = rewriteIconImports(code, iconFiles);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
