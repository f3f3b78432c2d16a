// 'Start your shortlist': what the form refuses before sending, the body it sends (numbers from the
// typed text, a blank budget left out), the server's refusals mapped back onto the fields, the
// start date it offers, who fits as the client types, and the same form editing a need.
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_MESSAGES, PERSON_LIMITS } from "@shared/constants";
import { defaultStartDate, type Requisition, type RequisitionFit } from "@shared/contracts/requisitions";
import { apiError, json, sentTo, stubFetch, validationError, type Handler } from "@/test/fetch";
import { requisition } from "@/test/fixtures";
import { findToast, renderWithApp } from "@/test/render";
import { StartShortlistForm, type SkillInputProps } from "./start-shortlist-form";
import { weekdayOf } from "@shared/calendar";

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

const FIVE_FIT: RequisitionFit = { fitCount: 5, ruledOutBy: [] };

function renderForm(create: Handler, fit: Handler = () => json(200, FIVE_FIT), editing?: Requisition) {
  const requests = stubFetch({ "POST /api/requisitions": create, "POST /api/requisitions/fit": fit, "PATCH /api/requisitions/*": create });
  const onCreated = vi.fn();
  const view = renderWithApp(
    <StartShortlistForm initialHours={{ timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" }} SkillInput={SkillInput} onCreated={onCreated} editing={editing} />,
  );
  return { ...view, requests, onCreated, sent: () => sentTo(requests, "POST /api/requisitions"), fits: () => sentTo(requests, "POST /api/requisitions/fit") };
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
        startDate: defaultStartDate("Europe/London"),
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

  it("offers the first Monday at least 14 days ahead in the client's calendar as the start", () => {
    renderForm(() => json(201, requisition()));
    const start = (screen.getByLabelText(/Start date/) as HTMLInputElement).value;
    expect(start).toBe(defaultStartDate("Europe/London"));
    expect(weekdayOf(start)).toBe(1);
    const days = (Date.parse(start) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(13);
    expect(days).toBeLessThanOrEqual(21);
  });

  it("says how many experts fit as the client types, in a live region, asking with the need's fields once the typing pauses", async () => {
    const f = renderForm(() => json(201, requisition()));
    expect(screen.getByText("Add a must-have skill and your dates to see how many experts fit.")).toBeTruthy();
    await f.user.type(screen.getByLabelText(/Must-have skills/), "Python{Enter}");
    const status = await screen.findByText("5 experts fit this need.");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(f.fits()).toHaveLength(1);
    expect(f.fits()[0].body).toMatchObject({ mustHave: ["Python"], startDate: defaultStartDate("Europe/London"), weeks: 12, timeZone: "Europe/London", minOverlapHours: 4 });
    expect(f.sent()).toEqual([]);
  });

  it("with nobody fitting, says which filter rules everyone out and starts the clock only once the client says so", async () => {
    const message = "No active expert has Python and dbt. Without it, 12 experts would fit.";
    const f = renderForm(
      () => json(201, requisition()),
      () => json(200, { fitCount: 0, ruledOutBy: [{ filter: "skills", fitWithout: 12, message }] }),
    );
    await f.user.type(screen.getByLabelText(/Role title/), "Analytics Engineer");
    await f.user.type(screen.getByLabelText(/Must-have skills/), "Python{Enter}");
    await f.user.type(screen.getByLabelText(/Must-have skills/), "dbt{Enter}");
    expect(await screen.findByText("No expert fits this need yet.")).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    const submit = screen.getByRole("button", { name: "Start the 14-day clock" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByText(/No expert fits this need yet: change it, or tick the box above/)).toBeTruthy();

    await f.user.click(screen.getByLabelText(/start the 14-day clock anyway/));
    expect(submit.disabled).toBe(false);
    await f.user.click(submit);
    await waitFor(() => expect(f.sent()).toHaveLength(1));
  });

  it("edits an open need from its values and saves it in place", async () => {
    const r = requisition({ id: 5, editable: true, maxRate: 90, startDate: "2031-04-07" });
    const saved = { ...r, weeks: 8 };
    const f = renderForm(() => json(200, saved), undefined, r);
    expect(screen.getByRole("heading", { name: "Edit the need" })).toBeTruthy();
    expect((screen.getByLabelText(/Role title/) as HTMLInputElement).value).toBe("Senior Data Engineer");
    expect((screen.getByLabelText(/Start date/) as HTMLInputElement).value).toBe("2031-04-07");
    expect((screen.getByLabelText(/Max hourly rate/) as HTMLInputElement).value).toBe("90");
    expect(await screen.findByText("5 experts fit this need.")).toBeTruthy();
    await f.user.clear(screen.getByLabelText(/Length in weeks/));
    await f.user.type(screen.getByLabelText(/Length in weeks/), "8");
    await f.user.click(screen.getByRole("button", { name: "Save the need" }));

    await waitFor(() => expect(f.onCreated).toHaveBeenCalledWith(saved));
    const patches = sentTo(f.requests, "PATCH /api/requisitions/*");
    expect(patches.map((p) => [p.url, p.body])).toEqual([
      [
        "/api/requisitions/5",
        {
          title: "Senior Data Engineer",
          mustHave: ["Python", "Spark"],
          niceToHave: ["Airflow"],
          maxRate: 90,
          startDate: "2031-04-07",
          weeks: 8,
          headcount: 1,
          timeZone: "Europe/London",
          workStart: "09:00",
          workEnd: "17:00",
          minOverlapHours: 4,
          notes: "Move the nightly jobs to Airflow.",
        },
      ],
    ]);
    expect(f.sent()).toEqual([]);
    expect(await findToast()).toMatchObject({ title: "Need saved" });
  });
});
