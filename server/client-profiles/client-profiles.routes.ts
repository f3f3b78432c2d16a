import { Router } from "express";
import { clientProfileSavedAnswer, clientProfileSchema, savedClientProfileAnswer } from "@shared/contracts/client-profiles";
import { currentUser, requireRole } from "../auth/guards";
import type { AppDeps } from "../deps";
import { answer } from "../lib/answer";
import { parse } from "../lib/validate";
import { getOwnProfile, saveOwnProfile } from "./client-profiles.service";

/** A client's company details and project preferences; each client sees and changes only their own. */
export function clientProfilesRoutes({ db }: AppDeps) {
  const router = Router();

  router.get("/client/profile", requireRole("client"), async (req, res) => {
    res.json(answer(savedClientProfileAnswer, await getOwnProfile(db, currentUser(req))));
  });

  router.post("/client/profile", requireRole("client"), async (req, res) => {
    const input = parse(clientProfileSchema, req.body);
    res.json(answer(clientProfileSavedAnswer, { success: true, profile: await saveOwnProfile(db, currentUser(req), input) }));
  });

  return router;
}
