// A session ends when its cookie does: seven days after sign-in, however often it is used.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "@shared/schema";
import { startTestServer, type TestServer } from "../test/harness";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe("session expiry", () => {
  it("is set at sign-in and not moved by later requests", async () => {
    const { api, id } = await t.createUser("client");
    api.token = undefined;
    const rows = () => t.deps.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, id));
    const [atSignIn] = await rows();
    expect(atSignIn).toBeDefined();

    for (let i = 0; i < 3; i++) expect((await api.get("/api/auth/me")).status).toBe(200);
    expect((await api.post("/api/dream-teams", { name: "Kept team" })).status).toBe(201);

    const after = await rows();
    expect(after).toHaveLength(1);
    expect(after[0].expiresAt.getTime()).toBe(atSignIn.expiresAt.getTime());
  });
});
