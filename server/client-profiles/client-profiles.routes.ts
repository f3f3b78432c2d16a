import { Router } from "express";
import type { AppDeps } from "../deps";

export function clientProfilesRoutes(_deps: AppDeps) {
  const router = Router();
  return router;
}
