// 'Sign out everywhere' and the password change screen's answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, startTestServer, type TestServer } from "../test/harness";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe("signing out everywhere", () => {
  it("ends every session and token of the user, this one included, and no one else's", async () => {
    const user = await t.createUser("expert");
    const other = await t.createUser("expert");
    const phone = await t.login(user.login, user.password);
    const cookieOnly = new ApiClient(t.url);
    cookieOnly.cookies = new Map(phone.cookies);
    expect((await cookieOnly.get("/api/auth/me")).status).toBe(200);

    const res = await user.api.post("/api/auth/sign-out-everywhere");
    expect(res.status).toBe(204);
    expect((await user.api.get("/api/auth/me")).status).toBe(401);
    expect((await phone.get("/api/auth/me")).status).toBe(401);
    expect((await cookieOnly.get("/api/auth/me")).status).toBe(401);
    expect((await other.api.get("/api/auth/me")).status).toBe(200);
    // The password still works: only the sign-ins ended.
    expect((await t.anon().post("/api/auth/login", { username: user.login, password: user.password })).status).toBe(200);
  });

  it("needs a signed-in caller", async () => {
    expect((await t.anon().post("/api/auth/sign-out-everywhere")).status).toBe(401);
  });
});

describe("changing the password", () => {
  it("answers a wrong current password with a 401 naming that field, and a short new one with a 400 on its own", async () => {
    const user = await t.createUser("client");
    const wrong = await user.api.post("/api/auth/password", { currentPassword: "not-it", newPassword: "long-enough-1" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.details).toEqual([{ path: "currentPassword", message: "Your current password is not correct." }]);
    const short = await user.api.post("/api/auth/password", { currentPassword: user.password, newPassword: "abc" });
    expect(short.status).toBe(400);
    expect(short.body.error.details).toEqual([expect.objectContaining({ path: "newPassword" })]);
    expect((await user.api.get("/api/auth/me")).status).toBe(200);
  });
});
