import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationAnswer, notificationPreferencesAnswer, notificationsReadAnswer, unreadCountAnswer } from "@shared/contracts/notifications";
import { notifications } from "@shared/schema";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";

let t: TestServer;
let me: { api: ApiClient; id: number };
let someoneElse: { api: ApiClient; id: number };
const ids: number[] = [];

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  me = await t.createUser("expert");
  someoneElse = await t.createUser("client");
  for (const [i, title] of ["First", "Second", "Third"].entries()) {
    const [row] = await t.deps.db
      .insert(notifications)
      .values({ userId: me.id, kind: "pre-booking.created", title, body: `${title} body`, link: "/expert/dashboard", createdAt: new Date(Date.now() - (3 - i) * 60_000) })
      .returning();
    ids.push(row.id);
  }
  await t.deps.db.insert(notifications).values({ userId: someoneElse.id, kind: "pre-booking.confirmed", title: "Theirs", body: "Not yours" });
});
afterAll(async () => {
  await t?.close();
});

describe("notifications", () => {
  it("lists only the caller's notifications, newest first, paged, with a total", async () => {
    const res = await me.api.get("/api/notifications");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe("3");
    expectListAnswer(notificationAnswer, res.body);
    expect(res.body.map((n: { title: string }) => n.title)).toEqual(["Third", "Second", "First"]);
    expect(res.body[0]).toMatchObject({ kind: "pre-booking.created", body: "Third body", link: "/expert/dashboard", read: false, readAt: null });
    expect(Object.keys(res.body[0])).not.toContain("userId");
    const page = await me.api.get("/api/notifications?limit=1&offset=1");
    expect(page.body.map((n: { title: string }) => n.title)).toEqual(["Second"]);
    expect((await me.api.get("/api/notifications?limit=abc")).status).toBe(400);
  });

  it("needs a sign-in", async () => {
    expect((await t.anon().get("/api/notifications")).status).toBe(401);
    expect((await t.anon().get("/api/notifications/unread-count")).status).toBe(401);
    expect((await t.anon().post("/api/notifications/read-all")).status).toBe(401);
  });

  it("counts unread, marks one read (idempotently), and hides other people's notifications", async () => {
    expect(expectAnswer(unreadCountAnswer, (await me.api.get("/api/notifications/unread-count")).body)).toEqual({ count: 3 });
    const read = await me.api.post(`/api/notifications/${ids[0]}/read`);
    expect(read.status).toBe(200);
    expectAnswer(notificationAnswer, read.body);
    expect(read.body).toMatchObject({ id: ids[0], read: true, readAt: expect.any(String) });
    const again = await me.api.post(`/api/notifications/${ids[0]}/read`);
    expect(again.body.readAt).toBe(read.body.readAt);
    expect((await me.api.get("/api/notifications/unread-count")).body).toEqual({ count: 2 });
    const unread = await me.api.get("/api/notifications?unread=true");
    expect(unread.body.map((n: { title: string }) => n.title)).toEqual(["Third", "Second"]);

    const [theirs] = await t.deps.db.select().from(notifications).where(eq(notifications.userId, someoneElse.id));
    expect((await me.api.post(`/api/notifications/${theirs.id}/read`)).status).toBe(404);
    expect((await me.api.post(`/api/notifications/999999/read`)).status).toBe(404);
    expect((await me.api.post(`/api/notifications/zero/read`)).status).toBe(400);
    const [still] = await t.deps.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(still.readAt).toBeNull();
  });

  it("keeps each user's e-mail preference: on by default, turned off and on by its owner only", async () => {
    expect(expectAnswer(notificationPreferencesAnswer, (await me.api.get("/api/notifications/preferences")).body)).toEqual({ emailNotifications: true });
    const off = await me.api.put("/api/notifications/preferences", { emailNotifications: false });
    expect(off.status).toBe(200);
    expectAnswer(notificationPreferencesAnswer, off.body);
    expect(off.body).toEqual({ emailNotifications: false });
    expect((await me.api.get("/api/notifications/preferences")).body).toEqual({ emailNotifications: false });
    expect((await someoneElse.api.get("/api/notifications/preferences")).body).toEqual({ emailNotifications: true });

    const bad = await me.api.put("/api/notifications/preferences", { emailNotifications: "no" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([{ path: "emailNotifications", message: "emailNotifications must be true or false" }]);
    expect((await me.api.put("/api/notifications/preferences", {})).status).toBe(400);
    expect((await t.anon().get("/api/notifications/preferences")).status).toBe(401);
    expect((await t.anon().put("/api/notifications/preferences", { emailNotifications: false })).status).toBe(401);
    expect((await me.api.put("/api/notifications/preferences", { emailNotifications: true })).body).toEqual({ emailNotifications: true });
  });

  it("marks all of the caller's notifications read and no one else's", async () => {
    const res = await me.api.post("/api/notifications/read-all");
    expect(res.status).toBe(200);
    expect(expectAnswer(notificationsReadAnswer, res.body)).toEqual({ updated: 2 });
    expect((await me.api.get("/api/notifications/unread-count")).body).toEqual({ count: 0 });
    expect((await someoneElse.api.get("/api/notifications/unread-count")).body).toEqual({ count: 1 });
  });
});
