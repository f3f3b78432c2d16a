// Renders a component the way the app does: a fresh React Query client with the app's defaults
// (no retries), a wouter router on an in-memory location the test can read, and the Toaster so
// toasts appear in the document.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor, within, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Toaster } from "@/components/ui/toast";
import { dismissToast } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";

export interface RenderOptions {
  /** The location the app starts at (path and query). */
  path?: string;
  /** user-event options, e.g. applyAccept: false to pick a file the input's accept would hide. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderWithAppResult extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  /** Every location visited, the first being `path`. */
  history: string[];
  /** The current path (without the query). */
  currentPath: () => string;
}

export function renderWithApp(ui: ReactElement, { path = "/", userOptions }: RenderOptions = {}): RenderWithAppResult {
  // Toasts live in a module-level store that outlives a test; start each one without any.
  dismissToast();
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, record: true });
  // No pause between keystrokes: the forms do not debounce, and the suite stays fast.
  const user = userEvent.setup({ delay: null, ...userOptions });
  // A wrapper (not a tree around `ui`) so that `rerender` keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
      <Toaster />
    </QueryClientProvider>
  );
  const result = render(ui, { wrapper });
  return {
    ...result,
    user,
    queryClient,
    history: location.history,
    currentPath: () => (location.history.at(-1) ?? path).split("?")[0],
  };
}

/** The notification region the Toaster renders (Radix labels it "Notification (F8)"). */
function toastRegion(): HTMLElement {
  // hidden: a modal dialog marks the rest of the page aria-hidden while it is open (Radix announces
  // the toast through a live region of its own), and the toast must still be found.
  return screen.getByRole("region", { name: /^Notification/, hidden: true });
}

export interface ShownToast {
  title: string;
  description: string;
}

/** The toasts on screen, title and description each (SPEC.md section 9: at most one). */
export function shownToasts(): ShownToast[] {
  return within(toastRegion())
    .queryAllByRole("listitem", { hidden: true })
    .map((item) => {
      const [title = "", description = ""] = Array.from(item.querySelectorAll(":scope > div > div")).map((el) => el.textContent ?? "");
      return { title, description };
    });
}

/** Waits for the one toast on screen and returns it. */
export async function findToast(): Promise<ShownToast> {
  await within(toastRegion()).findByRole("listitem", { hidden: true });
  const toasts = shownToasts();
  if (toasts.length !== 1) throw new Error(`Expected one toast, found ${toasts.length}`);
  return toasts[0];
}

/** The text of the elements a control's aria-describedby names (hint and error), joined by a space. */
export function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute("aria-describedby")?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ").trim();
}

/**
 * The error announced for a control: null unless it is aria-invalid, else the text of the last
 * element its aria-describedby names (an error follows any hint).
 */
export function fieldError(control: HTMLElement): string | null {
  if (control.getAttribute("aria-invalid") !== "true") return null;
  const ids = control.getAttribute("aria-describedby")?.split(/\s+/).filter(Boolean) ?? [];
  const last = ids.at(-1);
  return last ? (document.getElementById(last)?.textContent ?? "") : "";
}

/**
 * Waits until a control is marked invalid and returns its error. Form libraries validate
 * asynchronously, so the message can appear a moment after the click that submitted the form.
 */
export async function findFieldError(control: HTMLElement): Promise<string | null> {
  await waitFor(() => {
    if (control.getAttribute("aria-invalid") !== "true") throw new Error(`${control.getAttribute("name") ?? control.id} is not marked invalid`);
  });
  return fieldError(control);
}
