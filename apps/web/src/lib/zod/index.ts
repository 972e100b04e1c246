/*
 * What `import { z } from "zod"` means in the web build and its tests (vite.config.ts aliases it
 * here): zod itself, switched to jitless mode before any schema of the app or the contract is built.
 */
import "./jitless";

export * from "zod/v4";
export { z, z as default } from "zod/v4";
