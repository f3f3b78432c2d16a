import { Router } from "express";
import multer from "multer";
import { z } from "zod";
import { CV_MAX_BYTES } from "@shared/constants";
import {
  activatedExpertAnswer,
  adminCandidateAnswer,
  candidateProfileAnswer,
  candidateProfileSavedAnswer,
  candidateProfileSchema,
  candidateProfileUpdateSchema,
  cvUploadAnswer,
} from "@shared/contracts/candidates";
import { idParamsSchema, paginationSchema } from "@shared/contracts/common";
import { currentUser, requireAdmin, requireRole, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { readUpload, uploadSlots } from "../lib/upload";
import { parse } from "../lib/validate";
import * as service from "./candidates.service";

/** The CV arrives in memory (at most 5 MB, one file, field `cv`); the error handler turns the limit into 413. */
const cvUpload = readUpload(
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  }).single("cv"),
);

const cvParamsSchema = z.object({ id: z.string().max(100) });

export function candidatesRoutes({ db, config }: AppDeps) {
  const router = Router();

  // The role check runs before the body is read, so nobody else gets to send us 5 MB; then the
  // upload waits for a place among the few read at once (lib/upload.ts).
  router.post("/upload/cv", requireRole("expert", "candidate"), uploadSlots(config.uploadsAtOnce), cvUpload, async (req, res) => {
    res.status(201).json(answer(cvUploadAnswer, await service.uploadCv(db, currentUser(req), req.file)));
  });

  router.get("/candidate/cv/:id", requireUser, async (req, res) => {
    const { id } = parse(cvParamsSchema, req.params);
    const file = await service.getCvFile(db, currentUser(req), id);
    res.attachment(file.fileName);
    res.set({
      "Content-Type": "application/pdf",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
    res.send(file.data);
  });

  router.get("/candidate/profile", requireUser, async (req, res) => {
    res.json(answer(candidateProfileAnswer, await service.getOwnProfile(db, currentUser(req))));
  });

  router.post("/candidate/profile", requireUser, async (req, res) => {
    const user = currentUser(req);
    service.assertTalent(user);
    const input = parse(candidateProfileSchema, req.body);
    res.json(answer(candidateProfileSavedAnswer, { success: true, profile: await service.saveProfile(db, user, input) }));
  });

  router.put("/candidate/profile", requireUser, async (req, res) => {
    const user = currentUser(req);
    service.assertTalent(user);
    const input = parse(candidateProfileUpdateSchema, req.body);
    res.json(answer(candidateProfileSavedAnswer, { success: true, profile: await service.updateProfile(db, user, input) }));
  });

  router.get("/admin/candidates", requireAdmin, async (req, res) => {
    const { limit, offset } = parse(paginationSchema, req.query);
    const { items, total } = await service.listCandidates(db, limit, offset);
    res.set("X-Total-Count", String(total));
    res.json(answerList(adminCandidateAnswer, items));
  });

  router.get("/admin/candidates/:id", requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(answer(adminCandidateAnswer, await service.viewCandidate(db, currentUser(req), id)));
  });

  router.post("/admin/candidates/:id/activate-expert", requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(answer(activatedExpertAnswer, await service.activateExpert(db, id)));
  });

  return router;
}
