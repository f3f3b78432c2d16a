import { Router } from "express";
import type { AppDeps } from "../deps";

export function dreamTeamsRoutes(_deps: AppDeps) {
  const router = Router();
  return router;
}
