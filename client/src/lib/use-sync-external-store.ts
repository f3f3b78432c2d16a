// React 18 and later have useSyncExternalStore; libraries that still import the shim for older
// Reacts (wouter) get React's own through an alias in vite.config.ts, not the fallback's code.
export { useSyncExternalStore } from "react";
