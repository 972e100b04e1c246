/**
 * What the web build and the server agree on for the Content-Security-Policy (decision 037): the
 * build writes this placeholder wherever index.html needs the page's nonce (Vite's
 * `html.cspNonce`: a `<meta property="csp-nonce">` and its script and style tags), and the server
 * puts a fresh nonce in its place in every answer.
 */
export declare const CSP_NONCE_PLACEHOLDER = "__CSP_NONCE__";
