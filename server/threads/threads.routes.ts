import { Router } from "express";
import { postMessageSchema, threadMessageAnswer, threadMessagesQuerySchema, threadParamsSchema, threadReadAnswer } from "@shared/contracts/threads";
import { currentUser, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { parse } from "../lib/validate";
import { listMessages, markThreadRead, postMessage } from "./threads.service";

/** Conversations: the thread's parties read and write; anyone else is told it does not exist. */
export function threadsRoutes({ db }: AppDeps) {
  const router = Router();

  router.get("/threads/:kind/:id/messages", requireUser, async (req, res) => {
    const params = parse(threadParamsSchema, req.params);
    const page = parse(threadMessagesQuerySchema, req.query);
    const { items, total } = await listMessages(db, currentUser(req), params, page);
    res.set("X-Total-Count", String(total)).json(answerList(threadMessageAnswer, items));
  });

  router.post("/threads/:kind/:id/messages", requireUser, async (req, res) => {
    const params = parse(threadParamsSchema, req.params);
    const { body } = parse(postMessageSchema, req.body);
    res.status(201).json(answer(threadMessageAnswer, await postMessage(db, currentUser(req), params, body)));
  });

  router.post("/threads/:kind/:id/read", requireUser, async (req, res) => {
    const params = parse(threadParamsSchema, req.params);
    res.json(answer(threadReadAnswer, await markThreadRead(db, currentUser(req), params)));
  });

  return router;
}
