import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { startAnalytics } from "./lib/analytics";
import "./index.css";

// Zod (in the lazily loaded form chunks) probes `new Function` for its JIT unless told not to; our
// Content-Security-Policy has no 'unsafe-eval', so the probe is reported as a violation. Zod reads
// this global when it loads, so the setting applies without pulling zod into the first page.
(globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig = { jitless: true };

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages arrive with markup in #root: hydrate it; otherwise render from scratch. As a
// transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread for the whole page (what a visitor does meanwhile hydrates the part they touch first).
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

startAnalytics();
