import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { initializeAuth } from "./features/auth/stores/auth-store";
import { startColorScheme } from "./lib/color-scheme";
import { startCspNonce } from "./lib/csp-nonce";
import "./index.css";

// Light or dark is set on <html> before the first paint, so a dark device never flashes white.
startColorScheme();

// Libraries that inject styles get the page's nonce before anything renders.
startCspNonce();

// The stored token is checked while the first page loads; guarded pages wait for the answer.
void initializeAuth();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
