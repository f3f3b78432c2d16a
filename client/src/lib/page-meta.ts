// The document's description, canonical address and social tags. The server writes them into the
// first response; after client-side navigation these helpers keep them in step with the page.
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/**
 * Updates the route's metadata on every client-side navigation (not on the first render). The code
 * that does it, and the public pages' metadata, are fetched on the first navigation, keeping them
 * out of the first page's JS.
 */
export function useRouteMeta(): void {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void import("./apply-route-meta").then((m) => m.applyRouteMeta(location));
  }, [location]);
}
