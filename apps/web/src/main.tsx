import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { initializeAuth } from "./features/auth/stores/auth-store";
import { startColorScheme } from "./lib/color-scheme";
import "./index.css";

// Light or dark is set on <html> before the first paint, so a dark device never flashes white.
startColorScheme();

// The stored token is checked while the first page loads; guarded pages wait for the answer.
void initializeAuth();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
