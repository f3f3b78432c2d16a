import { Router } from "express";
import { notificationListQuerySchema, notificationParamsSchema } from "@shared/contracts/notifications";
import { currentUser, requireUser } from "../auth/guards";
import type { AppDeps } from "../deps";
import { parse } from "../lib/validate";
import { listOwnNotifications, markAllNotificationsRead, markNotificationRead, unreadCount } from "./notifications.service";

export function notificationsRoutes({ db }: AppDeps) {
  const router = Router();

  router.get("/notifications", requireUser, async (req, res) => {
    const query = parse(notificationListQuerySchema, req.query);
    const { items, total } = await listOwnNotifications(db, currentUser(req), query);
    res.set("X-Total-Count", String(total)).json(items);
  });

  router.get("/notifications/unread-count", requireUser, async (req, res) => {
    res.json(await unreadCount(db, currentUser(req)));
  });

  router.post("/notifications/read-all", requireUser, async (req, res) => {
    res.json(await markAllNotificationsRead(db, currentUser(req)));
  });

  router.post("/notifications/:id/read", requireUser, async (req, res) => {
    const { id } = parse(notificationParamsSchema, req.params);
    res.json(await markNotificationRead(db, currentUser(req), id));
  });

  return router;
}
