import { describe, expect, it } from "vitest";
import { actionLabel, changesLabel, targetLabel } from "./describe";

describe("audit entry wording", () => {
  it("names actions and targets, and keeps unknown ones readable", () => {
    expect(actionLabel("sign-in.failed")).toBe("Failed sign-in");
    expect(actionLabel("something.new")).toBe("something.new");
    expect(targetLabel({ targetType: "blog-post", targetId: "7" })).toBe("Blog post #7");
    expect(targetLabel({ targetType: null, targetId: null })).toBe("—");
  });

  it("shows each change as from → to, and plain values as they are", () => {
    expect(changesLabel({ title: { from: "Old", to: "New" }, published: { from: false, to: true }, content: "edited" })).toBe(
      "title: Old → New; published: false → true; content: edited",
    );
    expect(changesLabel({ status: { to: "done" }, expertId: 4 })).toBe("status: done; expertId: 4");
    expect(changesLabel(null)).toBe("—");
    expect(changesLabel({})).toBe("—");
  });
});
