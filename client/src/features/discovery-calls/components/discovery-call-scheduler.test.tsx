// The /booking scheduler's first answer: the free times and the office-hours line above them appear
// in one step. The line's code loads with that answer; were the times shown first, the line would
// push them down a moment later, under the pointer of a visitor already choosing a day.
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { DiscoveryCallScheduler } from "./discovery-call-scheduler";

const NOW = "2031-03-10T06:00:00Z";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(NOW));
});

afterEach(() => {
  vi.useRealTimers();
});

/** Free quarter hours from 08:00 to 10:00 Johannesburg time (06:00 to 08:00 UTC) on the next three days. */
const slots = ["2031-03-11", "2031-03-12", "2031-03-13"].flatMap((day) => Array.from({ length: 8 }, (_, i) => new Date(Date.parse(`${day}T06:00:00Z`) + i * 15 * 60_000).toISOString()));

describe("DiscoveryCallScheduler", () => {
  it("shows the office hours and the free times together, never the times alone", async () => {
    stubFetch({
      "GET /api/discovery-calls/slots": json(200, { timeZone: "Africa/Johannesburg", dayStart: "09:00", dayEnd: "17:00", daysAhead: 14, slotMinutes: 15, slots }),
    });
    const seen: { days: number; note: boolean }[] = [];
    const observer = new MutationObserver(() => {
      const days = screen.queryAllByRole("radio", { name: /: \d+ free times$/ }).length;
      if (days > 0) seen.push({ days, note: screen.queryByText(/^Our office hours, 09:00–17:00 in Johannesburg/) !== null });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderWithApp(<DiscoveryCallScheduler />, { path: "/booking" });

    expect(await screen.findAllByRole("radio", { name: /: \d+ free times$/ })).toHaveLength(3);
    await screen.findByText(/^Our office hours, 09:00–17:00 in Johannesburg/);
    observer.disconnect();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((s) => !s.note)).toEqual([]);
  });
});
