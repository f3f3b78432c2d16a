import { describe, expect, it } from "vitest";
import { reducer, type ToasterToast } from "./use-toast";

const make = (id: string): ToasterToast => ({ id, open: true, onOpenChange: () => {}, title: id });

describe("toast reducer", () => {
  it("keeps one toast: a new one replaces the previous", () => {
    const state = reducer(reducer({ toasts: [] }, { type: "ADD_TOAST", toast: make("1") }), { type: "ADD_TOAST", toast: make("2") });
    expect(state.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("updates and removes", () => {
    let state = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: make("1") });
    state = reducer(state, { type: "UPDATE_TOAST", toast: { id: "1", title: "changed" } });
    expect(state.toasts[0].title).toBe("changed");
    state = reducer(state, { type: "REMOVE_TOAST", toastId: "1" });
    expect(state.toasts).toEqual([]);
  });
});
