// A link to one item of a page (/client/team#interview-12) opens the page on that item: once the
// element with the fragment's id is on the page (its list may arrive after the page), it is scrolled
// to and given the focus, so a keyboard or screen-reader user starts there too.
import { useEffect } from "react";

/** How long a page may take to show the item before the link gives up and leaves the page at its top. */
const WAIT_MS = 10_000;

function reveal(element: HTMLElement) {
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.scrollIntoView({ block: "start" });
  element.focus({ preventScroll: true });
}

/** Scrolls to the element the address's fragment names, at `location` (wouter's location, for a change of page). */
export function useScrollToHash(location: string) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const found = document.getElementById(id);
    if (found) {
      reveal(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (!element) return;
      observer.disconnect();
      window.clearTimeout(timer);
      reveal(element);
    });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [location]);
}
