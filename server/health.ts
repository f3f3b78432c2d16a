import { Router } from "express";
import type { AppDeps } from "./deps";

const PING_TIMEOUT_MS = 2000;

export function healthRoutes({ database }: AppDeps) {
  const router = Router();
  router.get("/health", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), PING_TIMEOUT_MS).unref()),
      ]);
      res.json({ status: "ok", db: "ok" });
    } catch {
      res.status(503).json({ status: "error", db: "unavailable" });
    }
  });
  return router;
}
