import { Router } from "express";
import type { AppDeps } from "../deps";

export function blogRoutes(_deps: AppDeps) {
  const router = Router();
  return router;
}
