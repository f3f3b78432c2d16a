import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { startAnalytics } from "./lib/analytics";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages arrive with markup in #root: hydrate it; otherwise render from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);

startAnalytics();
