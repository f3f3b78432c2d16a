import { describe, expect, it } from "vitest";
import { pageExists } from "./html";

describe("pages the SPA answers with 200", () => {
  it("include the client's Find my team and team plan pages", () => {
    for (const path of ["/client/dashboard", "/client/match", "/client/teams/7/plan", "/client/teams/7/plan/"]) expect(pageExists(path, {}), path).toBe(true);
  });

  it("leave other client paths to the 404 page", () => {
    for (const path of ["/client", "/client/teams", "/client/teams/abc/plan", "/client/teams/7", "/client/matches"]) expect(pageExists(path, {}), path).toBe(false);
  });
});
