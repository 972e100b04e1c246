/**
 * The nonce placeholder the build writes into index.html (Vite's `html.cspNonce`: a
 * `<meta property="csp-nonce">` and the nonce of its script and style tags); the server writes a
 * fresh nonce in its place in every answer (decision 037). It is the contract's
 * CSP_NONCE_PLACEHOLDER, spelled out because Node loads this config's linked packages unbundled
 * and cannot run their TypeScript; csp-nonce.test.ts holds the two equal.
 */
export const BUILD_CSP_NONCE = "__CSP_NONCE__";
