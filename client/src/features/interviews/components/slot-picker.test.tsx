// The slot list: grouped by the reader's day with the other clock beside, the reason when empty,
// and one click on a time picks it.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { InterviewSlots } from "@shared/contracts/interviews";
import { SlotPicker, type SlotPickerProps } from "./slot-picker";

const answer = (slots: InterviewSlots["slots"], extra: Partial<InterviewSlots> = {}): InterviewSlots => ({
  expertId: 7,
  expertName: "Thandi Nkosi",
  clientName: "Dana Whitfield",
  from: "2031-03-10",
  days: 7,
  minutes: 30,
  client: { timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" },
  expert: { timeZone: "Africa/Johannesburg", workStart: "08:00", workEnd: "17:00" },
  slots,
  meetingUrlMade: true,
  emptyReason: null,
  emptyMessage: null,
  ...extra,
});

const slot = (date: string, time: string, end: string, theirs: string, theirsEnd: string, iso: string) => ({
  startsAt: iso,
  endsAt: iso,
  client: { starts: { date, time }, ends: { date, time: end } },
  expert: { starts: { date, time: theirs }, ends: { date, time: theirsEnd } },
});

function renderPicker(data: InterviewSlots, props: Partial<SlotPickerProps> = {}) {
  const onPick = vi.fn();
  const onMinutesChange = vi.fn();
  render(
    <SlotPicker
      viewer="client"
      minutes={30}
      onMinutesChange={onMinutesChange}
      slots={{ data, isPending: false, isError: false, error: null, isFetching: false }}
      onPage={() => {}}
      canGoBack={false}
      pendingAt={null}
      onPick={onPick}
      verb="Book"
      {...props}
    />,
  );
  return { onPick, onMinutesChange };
}

describe("SlotPicker", () => {
  it("groups free times by the reader's day, with the other party's time beside, and books one with a click", () => {
    const { onPick } = renderPicker(
      answer([
        slot("2031-03-10", "09:00", "09:30", "11:00", "11:30", "2031-03-10T09:00:00.000Z"),
        slot("2031-03-10", "09:15", "09:45", "11:15", "11:45", "2031-03-10T09:15:00.000Z"),
        slot("2031-03-11", "09:00", "09:30", "11:00", "11:30", "2031-03-11T09:00:00.000Z"),
      ]),
    );
    const monday = screen.getByRole("region", { name: "Mon 10 Mar 2031" });
    expect(within(monday).getAllByRole("button")).toHaveLength(2);
    expect(screen.getByRole("region", { name: "Tue 11 Mar 2031" })).toBeTruthy();
    const first = screen.getByRole("button", { name: /^Book Mon 10 Mar 2031,\s*09:00–09:30\s*,\s*11:00 in Johannesburg$/ });
    fireEvent.click(first);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ startsAt: "2031-03-10T09:00:00.000Z" }));
    expect(screen.getByText(/your times in London/)).toBeTruthy();
  });

  it("says why there is nothing to pick", () => {
    renderPicker(answer([], { emptyReason: "no-shared-hours", emptyMessage: "Your working days and the expert's do not meet in these days: there is no time inside both." }));
    expect(screen.getByRole("status").textContent).toMatch(/do not meet/);
    expect(screen.queryByRole("button", { name: /^Book/ })).toBeNull();
  });

  it("changes the length from the radio group", () => {
    const { onMinutesChange } = renderPicker(answer([]));
    fireEvent.click(screen.getByLabelText("45 minutes"));
    expect(onMinutesChange).toHaveBeenCalledWith(45);
  });
});
