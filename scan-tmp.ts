import fs from "node:fs";
import { findOffFeatureClaims } from "./packages/contract/src/features.ts";
for (const f of process.argv.slice(2)) {
  const text = fs.readFileSync(f, "utf8");
  for (const c of findOffFeatureClaims(text)) console.log(f.replace(/.*src\//,''), c.feature, "|", c.sentence.slice(0,160));
}
