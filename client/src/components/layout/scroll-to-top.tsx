import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { prefersReducedMotion } from "@/lib/reduced-motion";

/** Scrolls to the top on every navigation: smoothly, or instantly when less motion is preferred. */
export function ScrollToTop() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [location]);
  return null;
}
