// The link's token is read once and leaves the address bar, yet a page rendered again from scratch
// (a first render thrown away while a chunk loaded) still gets it.
import { afterEach, describe, expect, it } from "vitest";
import { takeLinkToken } from "./link-token";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("takeLinkToken", () => {
  it("takes the token out of the address and gives it again to the same page", () => {
    window.history.replaceState(null, "", "/reset-password#token=abc-123");
    expect(takeLinkToken()).toBe("abc-123");
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/reset-password");
    expect(takeLinkToken()).toBe("abc-123");
  });

  it("gives nothing to another page", () => {
    window.history.replaceState(null, "", "/verify-email#token=for-verify");
    expect(takeLinkToken()).toBe("for-verify");
    window.history.replaceState(null, "", "/reset-password");
    expect(takeLinkToken()).toBeNull();
  });
});
