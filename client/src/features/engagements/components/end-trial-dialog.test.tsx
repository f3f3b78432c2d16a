// Ending an engagement in its trial: a reason is required before anything is sent; the answer's
// words reach the client; the server's refusal (the 30 days are over) is shown, not swallowed.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { EndTrialResult } from "@shared/contracts/engagement-trial";
import { apiError, json, sentTo, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { EndTrialDialog } from "./end-trial-dialog";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "client-token");
});

const ended: EndTrialResult = {
  engagement: { id: 4, status: "ended", endReason: "trial", endNote: "Not enough Spark.", endedAt: "2031-03-10T12:00:00.000Z", replacementRequisitionId: 9 },
  replacement: { requisitionId: 9, title: "Senior Data Engineer", dueAt: "2031-03-24T12:00:00.000Z", link: "/client/requisitions/9" },
  message: "The engagement has ended and its hours are credited. Your free replacement search has started, with its own 14-day clock.",
};

function renderDialog(reply: () => Response) {
  const requests = stubFetch({ "POST /api/engagements/4/end-trial": reply });
  const onEnded = vi.fn();
  const onOpenChange = vi.fn();
  const view = renderWithApp(<EndTrialDialog engagement={{ id: 4, expertName: "Grace Hopper", trialLastDay: "2031-04-01" }} open onOpenChange={onOpenChange} onEnded={onEnded} />);
  return { ...view, requests, onEnded, onOpenChange };
}

describe("EndTrialDialog", () => {
  it("says until when the trial runs and asks why before sending anything", async () => {
    const f = renderDialog(() => json(200, ended));
    const dialog = screen.getByRole("dialog", { name: "End Grace Hopper’s engagement in the trial?" });
    expect(dialog.textContent).toContain("until 1 Apr 2031");
    await f.user.click(within(dialog).getByRole("button", { name: "End in the trial" }));
    expect(within(dialog).getByText("Please tell us why the engagement is not working out")).toBeTruthy();
    expect(within(dialog).getByLabelText(/Why is it not working out\?/).getAttribute("aria-invalid")).toBe("true");
    expect(sentTo(f.requests, "POST /api/engagements/4/end-trial")).toEqual([]);
  });

  it("sends the reason and tells the client what happens next", async () => {
    const f = renderDialog(() => json(200, ended));
    await f.user.type(screen.getByLabelText(/Why is it not working out\?/), "  Not enough Spark.  ");
    await f.user.click(screen.getByRole("button", { name: "End in the trial" }));
    await waitFor(() => expect(f.onEnded).toHaveBeenCalledWith(ended));
    expect(sentTo(f.requests, "POST /api/engagements/4/end-trial").map((r) => r.body)).toEqual([{ reason: "Not enough Spark." }]);
    expect(await screen.findByText(ended.message)).toBeTruthy();
    expect(f.onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's refusal", async () => {
    const f = renderDialog(() => apiError(409, "conflict", "The 30-day trial ended on 1 Apr 2031: this engagement can no longer end in the trial."));
    await f.user.type(screen.getByLabelText(/Why is it not working out\?/), "Too slow.");
    await f.user.click(screen.getByRole("button", { name: "End in the trial" }));
    expect(await screen.findByText("The 30-day trial ended on 1 Apr 2031: this engagement can no longer end in the trial.")).toBeTruthy();
    expect(f.onEnded).not.toHaveBeenCalled();
  });
});
