import { Router } from "express";
import {
  notificationAnswer,
  notificationListQuerySchema,
  notificationParamsSchema,
  notificationPreferencesAnswer,
  notificationPreferencesSchema,
  notificationsReadAnswer,
  notificationStreamSchema,
  unreadCountAnswer,
} from "@shared/contracts/notifications";
import { currentUser, requestCredentials, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { parse } from "../lib/validate";
import {
  listOwnNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationPreferences,
  saveNotificationPreferences,
  unreadCount,
} from "./notifications.service";
import { liveNotifications, type StillSignedIn } from "./stream";

export function notificationsRoutes(deps: AppDeps, auth: { stillSignedIn: StillSignedIn }) {
  const { db } = deps;
  const router = Router();
  const live = liveNotifications({ ...deps, stillSignedIn: auth.stillSignedIn });

  router.get("/notifications", requireUser, async (req, res) => {
    const query = parse(notificationListQuerySchema, req.query);
    const { items, total } = await listOwnNotifications(db, currentUser(req), query);
    res.set("X-Total-Count", String(total)).json(answerList(notificationAnswer, items));
  });

  router.get("/notifications/unread-count", requireUser, async (req, res) => {
    res.json(answer(unreadCountAnswer, await unreadCount(db, currentUser(req))));
  });

  // Server-Sent Events; see stream.ts and shared/contracts/notifications.ts for the events.
  router.get("/notifications/stream", requireUser, async (req, res) => {
    const { lastEventId } = parse(notificationStreamSchema, { lastEventId: req.get("last-event-id") ?? req.query.lastEventId });
    await live.open(req, res, currentUser(req), requestCredentials(req), lastEventId);
  });

  router.get("/notifications/preferences", requireUser, async (req, res) => {
    res.json(answer(notificationPreferencesAnswer, await notificationPreferences(db, currentUser(req))));
  });

  router.put("/notifications/preferences", requireUser, async (req, res) => {
    const input = parse(notificationPreferencesSchema, req.body);
    res.json(answer(notificationPreferencesAnswer, await saveNotificationPreferences(db, currentUser(req), input)));
  });

  router.post("/notifications/read-all", requireUser, async (req, res) => {
    res.json(answer(notificationsReadAnswer, await markAllNotificationsRead(db, currentUser(req))));
  });

  router.post("/notifications/:id/read", requireUser, async (req, res) => {
    const { id } = parse(notificationParamsSchema, req.params);
    res.json(answer(notificationAnswer, await markNotificationRead(db, currentUser(req), id)));
  });

  return router;
}
