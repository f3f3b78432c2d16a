// The trial on an engagement's page: offered to its client while the 30 days run (the reader's
// clock against the client's zone), never to its expert nor after day 30; ending it opens the free
// replacement's page; an engagement ended in its trial leads to that search.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { EndTrialResult } from "@shared/contracts/engagement-trial";
import type { EngagementDetail } from "@shared/contracts/engagements";
import { trialOf } from "@shared/trial";
import { json, sentTo, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { TrialSection } from "./trial-section";
import { wallClock } from "@shared/calendar";
import { engagementDetail } from "./test-fixtures";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "client-token");
});

/** The engagement as the server answers it at `now`: the trial is open or not by the client's calendar then. */
function engagement(overrides: Partial<EngagementDetail> = {}, now: Date = inTrial): EngagementDetail {
  const e = engagementDetail(overrides);
  return { ...e, trial: trialOf(e, wallClock(now, e.client.timeZone).date) };
}

const inTrial = new Date("2031-03-20T12:00:00Z");

describe("TrialSection", () => {
  it("offers the client the trial until its 30th day, and opens the free replacement once ended", async () => {
    const ended: EndTrialResult = {
      engagement: { id: 7, status: "ended", endReason: "trial", endNote: "Too slow.", endedAt: inTrial.toISOString(), replacementRequisitionId: 9 },
      replacement: { requisitionId: 9, title: "Data Engineer", dueAt: "2031-04-03T12:00:00.000Z", link: "/client/requisitions/9" },
      message: "The engagement has ended and its hours are credited. Your free replacement search has started, with its own 14-day clock.",
    };
    const requests = stubFetch({ "POST /api/engagements/7/end-trial": () => json(200, ended) });
    const f = renderWithApp(<TrialSection engagement={engagement({}, inTrial)} />, { path: "/client/engagements/7" });
    const section = screen.getByRole("region", { name: "The 30-day trial" });
    expect(section.textContent).toMatch(/Until (1 Apr|Apr 1,) 2031/);
    await f.user.click(within(section).getByRole("button", { name: "End in the trial" }));
    // The dialog is a chunk of its own, loaded on the first click: give it time to arrive.
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
    await f.user.type(within(dialog).getByLabelText(/Why is it not working out\?/), "Too slow.");
    await f.user.click(within(dialog).getByRole("button", { name: "End in the trial" }));
    await waitFor(() => expect(f.currentPath()).toBe("/client/requisitions/9"));
    expect(sentTo(requests, "POST /api/engagements/7/end-trial").map((r) => r.body)).toEqual([{ reason: "Too slow." }]);
  });

  it("offers nothing after day 30, before the start, to the expert, to a member whose role may not end it, or while awaiting acceptance", () => {
    const cases: [Partial<EngagementDetail>, Date][] = [
      [{ mayEndTrial: false }, inTrial],
      [{}, new Date("2031-04-02T12:00:00Z")],
      [{}, new Date("2031-03-02T12:00:00Z")],
      [{ viewer: "expert" }, inTrial],
      [{ status: "awaiting_acceptance" }, inTrial],
    ];
    for (const [overrides, now] of cases) {
      const f = renderWithApp(<TrialSection engagement={engagement(overrides, now)} />);
      expect(screen.queryByRole("button", { name: "End in the trial" }), JSON.stringify(overrides)).toBeNull();
      f.unmount();
    }
  });

  it("leads the client of an engagement ended in its trial to the free replacement's search", () => {
    renderWithApp(<TrialSection engagement={engagement({ status: "ended", endReason: "trial", endedAt: inTrial.toISOString(), replacementRequisitionId: 9 }, inTrial)} />);
    const section = screen.getByRole("region", { name: "Your free replacement" });
    expect(within(section).getByRole("link", { name: "See the search" }).getAttribute("href")).toBe("/client/requisitions/9");
  });
});
