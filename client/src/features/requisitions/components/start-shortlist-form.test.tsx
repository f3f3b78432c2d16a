// 'Start your shortlist': what the form refuses before sending, the body it sends (numbers from the
// typed text, a blank budget left out), and the server's refusals mapped back onto the fields.
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_MESSAGES, PERSON_LIMITS } from "@shared/constants";
import { todayUtc } from "@shared/dates";
import { apiError, json, sentTo, stubFetch, validationError, type Handler } from "@/test/fetch";
import { requisition } from "@/test/fixtures";
import { findToast, renderWithApp } from "@/test/render";
import { StartShortlistForm, type SkillInputProps } from "./start-shortlist-form";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "client-token");
});

/** A plain skill field: type a skill and press Enter (the page hands in the match's, with suggestions). */
function SkillInput({ value, onChange, chipsLabel, id, "aria-describedby": describedBy }: SkillInputProps & { id?: string; "aria-describedby"?: string }) {
  const [text, setText] = useState("");
  return (
    <input
      id={id}
      aria-describedby={describedBy}
      value={text}
      data-chips={chipsLabel}
      data-value={value.join(",")}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          onChange([...value, text]);
          setText("");
        }
      }}
    />
  );
}

function renderForm(create: Handler) {
  const requests = stubFetch({ "POST /api/requisitions": create });
  const onCreated = vi.fn();
  const view = renderWithApp(<StartShortlistForm initialHours={{ timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" }} SkillInput={SkillInput} onCreated={onCreated} />);
  return { ...view, requests, onCreated, sent: () => sentTo(requests, "POST /api/requisitions") };
}

describe("StartShortlistForm", () => {
  it("asks for a title and a must-have skill before anything is sent", async () => {
    const f = renderForm(() => json(201, requisition()));
    await f.user.click(screen.getByRole("button", { name: "Start the 14-day clock" }));
    expect(await screen.findByText("Please give the role a title, such as Senior Data Engineer")).toBeTruthy();
    expect(screen.getByText("Must-have skills needs at least 1 skill")).toBeTruthy();
    expect(screen.getByLabelText(/Role title/).getAttribute("aria-invalid")).toBe("true");
    expect(f.sent()).toEqual([]);
  });

  it("sends the need with numbers as numbers and no budget when it is blank, then opens the requisition", async () => {
    const created = requisition({ id: 9, title: "Analytics Engineer" });
    const f = renderForm(() => json(201, created));
    await f.user.type(screen.getByLabelText(/Role title/), "Analytics Engineer");
    await f.user.type(screen.getByLabelText(/Must-have skills/), "dbt{Enter}");
    await f.user.type(screen.getByLabelText(/Nice-to-have skills/), "Looker{Enter}");
    await f.user.clear(screen.getByLabelText(/People needed/));
    await f.user.type(screen.getByLabelText(/People needed/), "2");
    await f.user.type(screen.getByLabelText("Notes"), "Finance marts");
    await f.user.click(screen.getByRole("button", { name: "Start the 14-day clock" }));

    await waitFor(() => expect(f.onCreated).toHaveBeenCalledWith(created));
    expect(f.sent().map((r) => r.body)).toEqual([
      {
        title: "Analytics Engineer",
        mustHave: ["dbt"],
        niceToHave: ["Looker"],
        startDate: todayUtc(),
        weeks: 12,
        headcount: 2,
        timeZone: "Europe/London",
        workStart: "09:00",
        workEnd: "17:00",
        minOverlapHours: 4,
        notes: "Finance marts",
      },
    ]);
    expect(await findToast()).toEqual({ title: "Shortlist started", description: "We propose candidates for Analytics Engineer within 14 days. Follow the clock here." });
  });

  it("shows the server's refusal under the field it names", async () => {
    const f = renderForm(() => validationError([{ path: "startDate", message: "startDate cannot be in the past" }]));
    await f.user.type(screen.getByLabelText(/Role title/), "ML Engineer");
    await f.user.type(screen.getByLabelText(/Must-have skills/), "Python{Enter}");
    await f.user.click(screen.getByRole("button", { name: "Start the 14-day clock" }));
    expect(await screen.findByText("Start date cannot be in the past")).toBeTruthy();
    expect(f.onCreated).not.toHaveBeenCalled();
  });

  it.each([
    [403, "email_unverified", ACCOUNT_MESSAGES.verifyBeforeRequisition],
    [429, "too_many_requests", PERSON_LIMITS.requisitions.message],
  ])("says why the server refused it (%i) in a toast", async (status, code, message) => {
    const f = renderForm(() => apiError(status, code, message));
    await f.user.type(screen.getByLabelText(/Role title/), "ML Engineer");
    await f.user.type(screen.getByLabelText(/Must-have skills/), "Python{Enter}");
    await f.user.click(screen.getByRole("button", { name: "Start the 14-day clock" }));
    expect(await findToast()).toEqual({ title: "Could not start the shortlist", description: message });
    expect(f.onCreated).not.toHaveBeenCalled();
  });

  it("refuses a working day that ends before it starts and a headcount over 10", async () => {
    const f = renderForm(() => json(201, requisition()));
    await f.user.clear(screen.getByLabelText(/Work end/));
    await f.user.type(screen.getByLabelText(/Work end/), "08:00");
    await f.user.clear(screen.getByLabelText(/People needed/));
    await f.user.type(screen.getByLabelText(/People needed/), "11");
    await f.user.click(screen.getByRole("button", { name: "Start the 14-day clock" }));
    expect(await screen.findByText("Work end must be after work start")).toBeTruthy();
    expect(screen.getByText("Headcount must be a whole number from 1 to 10")).toBeTruthy();
    expect(f.sent()).toEqual([]);
  });
});
