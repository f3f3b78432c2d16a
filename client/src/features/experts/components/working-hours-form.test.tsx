// The expert's working-hours editor (PRODUCT.md "Beyond SPEC"): the saved zone and day, the preview of
// that day in London and New York time for today (daylight saving included), the checks and their
// messages, the PUT body, and the server's refusals on their fields.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, sentTo, stubFetch, validationError, type Routes } from "@/test/fetch";
import { expertProfile } from "@/test/fixtures";
import { fieldError, findFieldError, findToast, renderWithApp } from "@/test/render";
import { WorkingHoursForm } from "./working-hours-form";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 31, userType: "expert" }));
  window.localStorage.setItem("userToken", "expert-token");
});

afterEach(() => {
  vi.useRealTimers();
});

function today(date: string) {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(`${date}T10:00:00Z`));
}

function renderForm(routes: Routes = {}, expert = expertProfile()) {
  const requests = stubFetch(routes);
  const view = renderWithApp(<WorkingHoursForm expert={expert} />, { path: "/expert/dashboard" });
  const form = screen.getByRole("form", { name: "Working hours" });
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  return {
    ...view,
    requests,
    form,
    zone: () => field("Time zone"),
    start: () => field("Work start"),
    end: () => field("Work end"),
    preview: () => within(form).queryByRole("list", { name: "Your day in clients' time zones" }),
    async set(input: HTMLInputElement, value: string) {
      await view.user.clear(input);
      if (value) await view.user.type(input, value);
    },
    submit: () => view.user.click(within(form).getByRole("button", { name: "Save working hours" })),
    saves: () => sentTo(requests, "PUT /api/experts/profile"),
  };
}

const previewLines = (list: HTMLElement | null) => (list ? within(list).getAllByRole("listitem").map((li) => li.textContent) : []);

describe("WorkingHoursForm: preview", () => {
  it("shows a Johannesburg day in London and New York time in January", () => {
    today("2031-01-15");
    const f = renderForm();

    expect(f.zone().value).toBe("Africa/Johannesburg");
    expect(f.start().value).toBe("08:00");
    expect(f.end().value).toBe("17:00");
    // 08:00–17:00 SAST (UTC+2) is 06:00–15:00 UTC; London is on UTC, New York on UTC−5.
    expect(previewLines(f.preview())).toEqual(["Your day in London time: 06:00–15:00", "Your day in New York time: 01:00–10:00"]);
  });

  it("follows daylight saving in July, and the fields as they change", async () => {
    today("2031-07-15");
    const f = renderForm();

    // London on UTC+1, New York on UTC−4.
    expect(previewLines(f.preview())).toEqual(["Your day in London time: 07:00–16:00", "Your day in New York time: 02:00–11:00"]);
    await f.set(f.start(), "06:00");
    expect(previewLines(f.preview())[1]).toBe("Your day in New York time: 00:00–11:00");
    await f.set(f.start(), "05:00");
    expect(previewLines(f.preview())[1]).toBe("Your day in New York time: 23:00 (day before)–11:00");
  });

  it("leaves out the expert's own zone and shows nothing while the day is not valid", async () => {
    today("2031-01-15");
    const f = renderForm({}, expertProfile({ timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" }));

    expect(previewLines(f.preview())).toEqual(["Your day in New York time: 04:00–12:00"]);
    await f.set(f.end(), "7");
    expect(f.preview()).toBeNull();
  });
});

describe("WorkingHoursForm: checks", () => {
  it("says the day must end after it starts, on the end field, and sends nothing", async () => {
    const f = renderForm();
    await f.set(f.start(), "17:00");
    await f.set(f.end(), "09:00");
    await f.submit();

    expect(await findFieldError(f.end())).toBe("Work end must be after work start");
    expect(fieldError(f.start())).toBeNull();
    expect(f.saves()).toHaveLength(0);
  });

  it("refuses a zone that is not one and times that are not HH:MM", async () => {
    const f = renderForm();
    await f.set(f.zone(), "Mars/Olympus");
    await f.set(f.start(), "9am");
    await f.submit();

    expect(await findFieldError(f.zone())).toBe("Time zone must be a known IANA time zone, such as Europe/London");
    expect(fieldError(f.start())).toBe("Work start must be a time as HH:MM (00:00 to 23:59)");
    expect(f.saves()).toHaveLength(0);
  });
});

describe("WorkingHoursForm: saving", () => {
  it("picks a zone from the search and saves the three fields", async () => {
    const saved = expertProfile({ timeZone: "America/New_York", workStart: "09:00", workEnd: "18:00" });
    const f = renderForm({ "PUT /api/experts/profile": json(200, saved) });
    await f.set(f.zone(), "new york");
    await f.user.click(await screen.findByRole("option", { name: /^America\/New_York/ }));
    expect(f.zone().value).toBe("America/New_York");
    await f.set(f.start(), "09:00");
    await f.set(f.end(), "18:00");
    await f.submit();

    expect(await findToast()).toEqual({ title: "Working hours saved", description: "Clients now see how your day meets theirs." });
    expect(f.saves().map((r) => r.body)).toEqual([{ timeZone: "America/New_York", workStart: "09:00", workEnd: "18:00" }]);
    expect(f.saves()[0].headers.authorization).toBe("Bearer expert-token");
  });

  it("puts the server's refusal on its field and says so in a toast", async () => {
    const f = renderForm({
      "PUT /api/experts/profile": validationError([{ path: "workEnd", message: "Work end must be after work start" }]),
    });
    await f.set(f.end(), "18:00");
    await f.submit();

    expect(await findFieldError(f.end())).toBe("Work end must be after work start");
    const toast = await findToast();
    expect(toast.title).toBe("Update failed");
    await waitFor(() => expect(f.saves()).toHaveLength(1));
  });
});
