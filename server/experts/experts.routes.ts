import { Router } from "express";
import multer from "multer";
import { registeredAnswer, registerExpertSchema } from "@shared/contracts/auth";
import {
  EXPERT_MESSAGES,
  EXPERT_PHOTO_MAX_BYTES,
  expertAnswer,
  expertIdParamsSchema,
  expertSearchQuerySchema,
  expertUserIdParamsSchema,
  ownReviewAnswer,
  rejectTalentSchema,
  reviewQueueQuerySchema,
  setExpertActiveSchema,
  talentReviewAnswer,
  updateExpertProfileSchema,
} from "@shared/contracts/experts";
import { adminVettingAnswer, vettingReportAnswer } from "@shared/contracts/vetting";
import { recordVettingSchemas, vettingParamsSchema } from "@shared/contracts/vetting-record";
import { signUpContext } from "../auth/auth.service";
import { currentUser, requireAdmin, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { cancelForDeactivatedExpert } from "../interviews/interviews.service";
import { answer, answerList } from "../lib/answer";
import { cachePublicRead } from "../lib/http-cache";
import { readUpload, uploadSlots } from "../lib/upload";
import { parse } from "../lib/validate";
import * as service from "./experts.service";
import * as reviews from "./reviews.service";
import * as vetting from "./vetting.service";

/** One image in memory, at most 2 MB; the size limit gets its own message rather than the CV's. */
const photoMulter = multer({ storage: multer.memoryStorage(), limits: { fileSize: EXPERT_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } }).single("photo");
const photoUpload = readUpload(photoMulter, { tooLargeMessage: EXPERT_MESSAGES.photoTooLarge });

export function expertsRoutes({ db, config }: AppDeps) {
  const router = Router();

  // An expert's sign-up starts their profile with the account.
  router.post("/auth/register/expert", async (req, res) => {
    const input = parse(registerExpertSchema, req.body);
    const user = await service.registerExpert(db, input, signUpContext(config, req.ip));
    res.status(201).json(answer(registeredAnswer, { success: true, user }));
  });

  router.get("/experts", async (req, res) => {
    const query = parse(expertSearchQuerySchema, req.query);
    const { experts, total, capped } = await service.searchExperts(db, req.user, query);
    res.set("X-Total-Count", String(total));
    if (capped) res.set("X-Total-Count-Capped", "true");
    cachePublicRead(req, res, config.publicCache);
    res.json(answerList(expertAnswer, experts));
  });

  router.get("/experts/profile/:expertId", async (req, res) => {
    const { expertId } = parse(expertIdParamsSchema, req.params);
    const profile = await service.getProfile(db, req.user, expertId);
    cachePublicRead(req, res, config.publicCache);
    res.json(answer(expertAnswer, profile));
  });

  router.put("/experts/profile", requireUser, async (req, res) => {
    const changes = parse(updateExpertProfileSchema, req.body);
    res.json(answer(expertAnswer, await service.updateOwnProfile(db, currentUser(req), changes)));
  });

  // The sign-in check runs before the body is read.
  router.post("/experts/profile/photo", requireUser, uploadSlots(config.uploadsAtOnce), photoUpload, async (req, res) => {
    res.json(answer(expertAnswer, await service.uploadOwnPhoto(db, currentUser(req), req.file)));
  });

  router.delete("/experts/profile/photo", requireUser, async (req, res) => {
    res.json(answer(expertAnswer, await service.removeOwnPhoto(db, currentUser(req))));
  });

  router.get("/experts/:expertId/photo", async (req, res) => {
    const { expertId } = parse(expertIdParamsSchema, req.params);
    const photo = await service.getPhoto(db, req.user, expertId);
    res.set({
      "Content-Type": photo.mimeType,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      // The URL changes with every upload (?v=), so a cached copy is never stale for long.
      "Cache-Control": "private, max-age=86400",
      "Last-Modified": photo.updatedAt.toUTCString(),
    });
    res.send(photo.data);
  });

  router.patch("/experts/:userId", requireAdmin, async (req, res) => {
    const { userId } = parse(expertUserIdParamsSchema, req.params);
    const { isActive } = parse(setExpertActiveSchema, req.body);
    // A deactivated expert keeps no interview: each one to come is cancelled, both sides told.
    res.json(answer(expertAnswer, await service.setActive(db, userId, isActive, cancelForDeactivatedExpert)));
  });

  // The signed-in expert's or candidate's own application: pending, approved or rejected (with why).
  router.get("/experts/me/review", requireUser, async (req, res) => {
    res.json(answer(ownReviewAnswer, await reviews.ownReview(db, currentUser(req))));
  });

  // The signed-in expert's or candidate's own vetting: the stages recorded and those to come.
  router.get("/experts/me/vetting", requireUser, async (req, res) => {
    res.json(answer(vettingReportAnswer, await vetting.ownVetting(db, currentUser(req))));
  });

  // --- vetting (admin console, Experts tab) ---
  router.get("/admin/experts/:userId/vetting", requireAdmin, async (req, res) => {
    const { userId } = parse(expertUserIdParamsSchema, req.params);
    res.json(answer(adminVettingAnswer, await vetting.adminVetting(db, userId)));
  });

  router.put("/admin/experts/:userId/vetting/:stage", requireAdmin, async (req, res) => {
    const { userId, stage } = parse(vettingParamsSchema, req.params);
    const values = parse(recordVettingSchemas[stage], req.body);
    res.json(answer(adminVettingAnswer, await vetting.recordStage(db, currentUser(req), userId, stage, values)));
  });

  router.get("/admin/experts/reviews", requireAdmin, async (req, res) => {
    const query = parse(reviewQueueQuerySchema, req.query);
    const { items, total } = await reviews.listReviewQueue(db, query);
    res.set("X-Total-Count", String(total));
    res.json(answerList(talentReviewAnswer, items));
  });

  router.post("/admin/experts/:userId/approve", requireAdmin, async (req, res) => {
    const { userId } = parse(expertUserIdParamsSchema, req.params);
    res.json(answer(talentReviewAnswer, await reviews.approveTalent(db, userId)));
  });

  router.post("/admin/experts/:userId/reject", requireAdmin, async (req, res) => {
    const { userId } = parse(expertUserIdParamsSchema, req.params);
    const { reason } = parse(rejectTalentSchema, req.body);
    res.json(answer(talentReviewAnswer, await reviews.rejectTalent({ db, config }, userId, reason)));
  });

  return router;
}
