import { config } from "zod/v4/core";

/*
 * Zod compiles a fast parser for each object schema with `new Function` unless told not to, and
 * merely trying it under the page's Content-Security-Policy (no eval) reports a violation. In the
 * browser every schema is built after this line runs: the build points "zod" at ./index.ts, which
 * imports this module before zod's classic API (decision 037).
 */
config({ jitless: true });
