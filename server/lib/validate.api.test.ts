import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import { findNulCharacter, NUL_MESSAGE } from "./validate";

describe("findNulCharacter", () => {
  it("names the first field holding U+0000, at any depth, keys included", () => {
    expect(findNulCharacter({ a: "ok", b: ["x", { c: "y\u0000" }] })).toBe("b.1.c");
    expect(findNulCharacter("\u0000")).toBe("(body)");
    expect(findNulCharacter({ ["k\u0000"]: 1 })).toBe("k\\0");
    expect(findNulCharacter({ a: "fine", b: 1, c: null, d: ["\u202e", "\ud800"] })).toBeNull();
  });

  it("copes with nesting far deeper than a recursive walk could", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNulCharacter(deep)).toBe(Array(100_000).fill("0").join("."));
  });
});

describe("NUL characters in requests", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("are refused with 400 naming the field, in a body, a query or a path", async () => {
    const login = await t.anon().post("/api/auth/login", { username: "\u0000", password: "wrong-password" });
    expect(login.status).toBe(400);
    expect(login.body.error.details).toEqual([{ path: "username", message: NUL_MESSAGE }]);
    const search = await t.anon().get("/api/experts?q=a%00b");
    expect(search.status).toBe(400);
    expect(search.body.error.message).toBe(`q: ${NUL_MESSAGE}`);
    const post = await t.anon().get("/api/blog/posts/a%00b");
    expect(post.status).toBe(400);
    expect((await t.anon().get("/api/health")).status).toBe(200);
  });
});
