// Keeps the document's title, description, canonical address and social tags in step with the
// route after client-side navigation. The server writes them into the first response, so the code
// that updates them (and the page metadata) is fetched only on the first navigation, keeping it
// out of the first page's JS.
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

export function RouteMeta() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void import("./apply-route-meta").then((m) => m.applyRouteMeta(location));
  }, [location]);
  return null;
}
