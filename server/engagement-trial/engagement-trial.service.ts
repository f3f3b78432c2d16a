// The 30-day trial (PRODUCT.md "Trial and replacement", docs/decisions/066-*): within 30 days of its
// start the client ends an engagement as not satisfied, with a reason. In one transaction the
// engagement ends through endEngagement (end reason `trial`, both parties told, the audit entry;
// the invoices credit its hours on the next invoice), its booking is completed so the expert's days
// are free from now on, and a free replacement requisition opens
// through the requisitions service, with its own 14-day clock and linked to the ended engagement:
// once per position.
import { issueTrialCredits } from "../invoices/invoices.service";
import { TRIAL_DAYS } from "@shared/constants";
import { replacementFields, TRIAL_FIGURES_WINDOW_DAYS, TRIAL_MESSAGES, type EndTrialResult, type ReplacementSource, type TrialFigures } from "@shared/contracts/engagement-trial";
import { createRequisitionSchema, type CreateRequisitionValues } from "@shared/contracts/requisitions";
import { rateInDollars } from "@shared/money";
import type { UserRow } from "@shared/schema";
import { DEFAULT_CLIENT_TIME_ZONE } from "@shared/working-day";
import { act } from "../flows/act";
import type { Db } from "../db/client";
import { assertMemberMay, isMemberOf } from "../companies/company-rows.service";
import { conflict, forbidden, notFound } from "../lib/http-error";
import { clientRequisitionLink, openRequisition } from "../requisitions/requisitions.service";
import { ADMIN_ENGAGEMENTS_LINK, endEngagement } from "../engagements/engagements.service";
import { completeForEndedEngagement } from "../pre-bookings/moves.service";
import * as repo from "./engagement-trial.repo";
import { formatDay, todayIn, todayUtc, trialLastDay } from "@shared/calendar";

/** "7 Dec 2026": a calendar date in words. */

/**
 * The free replacement's need (shared `replacementFields`), starting on the client's `today` or
 * the server's, whichever is later (a start in the past is refused for any need), and checked
 * against the same schema as a need the client types.
 */
export function replacementNeed(src: ReplacementSource, today: string): CreateRequisitionValues {
  const todayServer = todayUtc();
  return createRequisitionSchema.parse(replacementFields(src, today > todayServer ? today : todayServer));
}

/**
 * POST /api/engagements/{id}/end-trial. Its client (or an admin) ends an active engagement within
 * the 30 days from its start; the engagement's parties other than the client are refused (403),
 * anyone else is told it does not exist (404). Everything happens under the engagement's lock in
 * one transaction, so of two calls at once one ends it and the other is answered 409.
 */
export async function endTrial(db: Db, user: UserRow, id: number, reason: string): Promise<EndTrialResult> {
  return db.transaction(async (tx) => {
    const e = await repo.lockEngagement(tx, id);
    if (!e || (!user.isAdmin && user.id !== e.clientId && user.id !== e.expertId && !(await isMemberOf(tx, user.id, e.companyId)))) throw notFound(TRIAL_MESSAGES.notFound);
    if (!user.isAdmin && user.id === e.expertId) throw forbidden(TRIAL_MESSAGES.onlyClient);
    if (!user.isAdmin) await assertMemberMay(tx, user.id, e.companyId, "engagement.end-trial");
    if (e.status === "ended") throw conflict(TRIAL_MESSAGES.ended);
    if (e.status !== "active") throw conflict(TRIAL_MESSAGES.notActive);

    const facts = await repo.trialFactsOf(tx, e);
    const today = todayIn(facts.client.timeZone ?? DEFAULT_CLIENT_TIME_ZONE);
    if (today < e.startDate) throw conflict(TRIAL_MESSAGES.notStarted(formatDay(e.startDate)));
    if (today > trialLastDay(e.startDate)) throw conflict(TRIAL_MESSAGES.over(formatDay(trialLastDay(e.startDate))));

    const ended = await endEngagement(tx, e.id, { reason: "trial", note: reason, by: user });
    // Ended before its time: the expert is free from now on, not at the booking's old end date.
    await completeForEndedEngagement(tx, e.preBookingId);
    // Its hours on issued invoices are refunded now, each by a credit note (decision 093).
    await issueTrialCredits(tx, e.companyId);

    let replacement: EndTrialResult["replacement"] = null;
    let linked = ended;
    if (!facts.fillsReplacement) {
      const need = replacementNeed({ endDate: e.endDate, requisition: facts.requisition && { ...facts.requisition, maxRate: rateInDollars(facts.requisition.maxRateCents) }, expert: facts.expert, client: facts.client }, today);
      const opened = await openRequisition(tx, facts.client, need, { replacing: facts.expert.name });
      linked = await repo.linkReplacement(tx, e.id, opened.id);
      replacement = { requisitionId: opened.id, title: opened.title, dueAt: opened.dueAt.toISOString(), link: clientRequisitionLink(opened.id) };
      await act(tx, "engagement.replacement-opened", { target: { type: "engagement", id: e.id }, changes: { requisitionId: opened.id } });
    } else {
      // The parties hear of the end from endEngagement; the admins, who would otherwise learn of a
      // trial's end from the replacement's new requisition, are told here that none opened.
      const who = facts.client.companyName ? `${facts.client.firstName} ${facts.client.lastName} (${facts.client.companyName})` : `${facts.client.firstName} ${facts.client.lastName}`;
      await act(tx, "engagement.trial-ended", {
        toAdmins: {
          title: "Engagement ended in the trial",
          body: `${who} ended ${facts.expert.name}'s engagement in the ${TRIAL_DAYS}-day trial. It filled a free replacement already, so no second one opened. Their reason: ${reason}`,
          link: ADMIN_ENGAGEMENTS_LINK,
        },
      });
    }

    return {
      engagement: {
        id: linked.id,
        status: "ended",
        endReason: "trial",
        endNote: reason,
        endedAt: linked.endedAt!.toISOString(),
        replacementRequisitionId: linked.replacementRequisitionId,
      },
      replacement,
      message: replacement ? TRIAL_MESSAGES.replacementOpened : TRIAL_MESSAGES.noSecondReplacement,
    };
  });
}

/** GET /api/admin/engagements/trial-figures: ends in the trial and free replacements, last 90 days and all time. */
export async function trialFigures(db: Db): Promise<TrialFigures> {
  const f = await repo.trialFigures(db, TRIAL_FIGURES_WINDOW_DAYS);
  return {
    windowDays: TRIAL_FIGURES_WINDOW_DAYS,
    trialsEnded: { window: f.trialsWindow, allTime: f.trialsAll },
    replacementsOpened: { window: f.openedWindow, allTime: f.openedAll },
    replacementsFilled: { window: f.filledWindow, allTime: f.filledAll },
  };
}
