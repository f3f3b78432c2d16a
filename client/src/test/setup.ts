// Setup for the component tests (the `dom` project in vitest.config.ts): a clean DOM and storage
// after each test, the browser APIs jsdom lacks, and a failing test on any console.error (React's
// warnings, act() problems, prop-type and key errors all arrive there) or unanswered request.
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { takeUnhandledRequests } from "./fetch";

// React's act() environment flag, so state updates outside act() are reported (as console.error).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!("ResizeObserver" in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}

// jsdom logs "Not implemented: window.scrollTo" through console.error; nothing scrolls here.
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  // The window outlives the file (`isolate: false` in vitest.config.ts): each test leaves it as a
  // new one starts, whatever it rendered, stored or navigated to.
  document.body.replaceChildren();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();

  const unhandled = takeUnhandledRequests();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    const text = errors.map((args) => args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(" ")).join("\n---\n");
    throw new Error(`console.error was called during this test (${errors.length}):\n${text}`);
  }
  if (unhandled.length > 0) {
    throw new Error(`Requests the test did not expect (answered 501):\n${unhandled.join("\n")}`);
  }
});
