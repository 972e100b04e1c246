import { setNonce } from "get-nonce";

/**
 * This document's style nonce, written by the server into `<meta property="csp-nonce">` with a
 * fresh value in every answer (decision 037). A browser hides the attribute once the page has a
 * policy, so the property is read first.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute("nonce") || undefined;
}

/**
 * Hands the nonce to the libraries that inject `<style>` elements at run time (Radix's scroll
 * lock, through react-style-singleton's get-nonce), so the policy admits them without
 * 'unsafe-inline'.
 */
export function startCspNonce(): void {
  const nonce = readCspNonce();
  if (nonce) setNonce(nonce);
}
