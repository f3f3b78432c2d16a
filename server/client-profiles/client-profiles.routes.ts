import { Router } from "express";
import { registeredAnswer, registerClientSchema } from "@shared/contracts/auth";
import { clientProfileSavedAnswer, clientProfileSchema, savedClientProfileAnswer } from "@shared/contracts/client-profiles";
import { signUpContext } from "../auth/auth.service";
import { currentUser, requireRole } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer } from "../lib/answer";
import { parse } from "../lib/validate";
import { getOwnProfile, registerClient, saveOwnProfile } from "./client-profiles.service";

/** A client's sign-up, company details and project preferences; each client sees and changes only their own. */
export function clientProfilesRoutes({ db, config }: AppDeps) {
  const router = Router();

  router.post("/auth/register/client", async (req, res) => {
    const input = parse(registerClientSchema, req.body);
    const user = await registerClient(db, input, signUpContext(config, req.ip));
    res.status(201).json(answer(registeredAnswer, { success: true, user }));
  });

  router.get("/client/profile", requireRole("client"), async (req, res) => {
    res.json(answer(savedClientProfileAnswer, await getOwnProfile(db, currentUser(req))));
  });

  router.post("/client/profile", requireRole("client"), async (req, res) => {
    const input = parse(clientProfileSchema, req.body);
    res.json(answer(clientProfileSavedAnswer, { success: true, profile: await saveOwnProfile(db, currentUser(req), input) }));
  });

  return router;
}
