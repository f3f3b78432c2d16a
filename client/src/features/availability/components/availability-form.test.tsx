// The expert's availability form (SPEC.md sections 3, 4, 5, 7 and 8): the start date is required,
// the end may not come before it, the status and contract-length choices, ISO timestamps in the
// body, POST the first time and PUT afterwards, and what each server answer shows.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Availability } from "@shared/contracts/availability";
import { apiError, deferred, json, sentTo, stubFetch, validationError, type Handler, type Routes } from "@/test/fetch";
import { availabilityRecord } from "@/test/fixtures";
import { fieldError, findFieldError, findToast, renderWithApp } from "@/test/render";
import { AvailabilityForm } from "./availability-form";

const EXPERT_ID = 31;

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: EXPERT_ID, userType: "expert" }));
  window.localStorage.setItem("userToken", "expert-token");
});

/** The server's answer to a save: the record as stored (calendar days, not timestamps). */
const saved: Handler = (request) => {
  const body = request.body as Record<string, unknown>;
  const day = (v: unknown) => (typeof v === "string" ? v.slice(0, 10) : null);
  return json(request.method === "POST" ? 201 : 200, {
    ...availabilityRecord(),
    status: body.status,
    availableFrom: day(body.availableFrom),
    availableTo: day(body.availableTo),
    currentContractEndDate: day(body.currentContractEndDate),
    preferredContractLength: body.preferredContractLength,
    autoExtend: body.autoExtend,
    updatedAt: new Date().toISOString(),
  });
};

async function renderForm(record: Availability | null, routes: Routes = {}) {
  const requests = stubFetch({
    "GET /api/availability/31": record ? json(200, record) : apiError(404, "not_found", "No availability saved yet"),
    ...routes,
  });
  const view = renderWithApp(<AvailabilityForm expertId={EXPERT_ID} />, { path: "/expert/dashboard" });
  const form = await screen.findByRole("form", { name: "Availability" });
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
  return {
    ...view,
    requests,
    form,
    status: () => field("Status"),
    from: () => field("Available from"),
    to: () => field("Available to"),
    contractEnd: () => field("Current contract end date"),
    length: () => field("Preferred contract length"),
    autoExtend: () => field("Auto-extend my availability when a contract ends"),
    submit: () => view.user.click(within(form).getByRole("button", { name: "Update Availability" })),
    saves: () => requests.filter((r) => r.method !== "GET"),
  };
}

describe("AvailabilityForm: loading", () => {
  it("shows a loading state, then the form", async () => {
    const answer = deferred();
    stubFetch({ "GET /api/availability/31": () => answer.reply });
    renderWithApp(<AvailabilityForm expertId={EXPERT_ID} />);

    expect(screen.getByLabelText("Loading availability").getAttribute("aria-busy")).toBe("true");
    answer.resolve(json(200, availabilityRecord()));
    expect(await screen.findByRole("form", { name: "Availability" })).toBeTruthy();
  });

  it("says why when the availability cannot be read", async () => {
    stubFetch({ "GET /api/availability/31": apiError(403, "forbidden", "You do not have permission to do that.") });
    renderWithApp(<AvailabilityForm expertId={EXPERT_ID} />);

    expect((await screen.findByRole("alert")).textContent).toBe("You do not have permission to do that.");
    expect(screen.queryByRole("form", { name: "Availability" })).toBeNull();
  });
});

describe("AvailabilityForm: fields", () => {
  it("starts a first record as Available, 6 months, no dates, no auto-extend", async () => {
    const f = await renderForm(null);

    expect(f.status().value).toBe("available");
    expect(f.from().value).toBe("");
    expect(f.to().value).toBe("");
    expect(f.contractEnd().value).toBe("");
    expect(f.length().value).toBe("6");
    expect(f.autoExtend().checked).toBe(false);
  });

  it("offers the four statuses and the five contract lengths, 6 marked recommended", async () => {
    const f = await renderForm(null);

    const options = (select: HTMLElement) => within(select).getAllByRole("option").map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(options(f.status())).toEqual([
      ["available", "Available"],
      ["pre-booked", "Pre-Booked"],
      ["booked", "Booked"],
      ["unavailable", "Unavailable"],
    ]);
    expect(options(f.length())).toEqual([
      ["3", "3 months"],
      ["6", "6 months (recommended)"],
      ["12", "12 months"],
      ["18", "18 months"],
      ["24", "24 months"],
    ]);
  });

  it("fills in the saved record", async () => {
    const f = await renderForm(
      availabilityRecord({ status: "pre-booked", availableFrom: "2031-04-01", availableTo: "2031-09-30", currentContractEndDate: "2031-03-31", preferredContractLength: 18, autoExtend: true }),
    );

    expect(f.status().value).toBe("pre-booked");
    expect(f.from().value).toBe("2031-04-01");
    expect(f.to().value).toBe("2031-09-30");
    expect(f.contractEnd().value).toBe("2031-03-31");
    expect(f.length().value).toBe("18");
    expect(f.autoExtend().checked).toBe(true);
  });

  it("does not let the end be picked before the start", async () => {
    const f = await renderForm(null);
    expect(f.to().min).toBe("");
    await f.user.type(f.from(), "2031-04-01");
    expect(f.to().min).toBe("2031-04-01");
  });
});

describe("AvailabilityForm: rules", () => {
  it("requires the start date (SPEC's 'Missing information' message) and sends nothing", async () => {
    const f = await renderForm(null, { "POST /api/availability": saved });
    await f.user.type(f.to(), "2031-09-30");
    await f.submit();

    expect(await findToast()).toEqual({ title: "Missing information", description: "Please provide your availability start date." });
    expect(await findFieldError(f.from())).toBe("Please provide your availability start date.");
    expect(f.saves()).toHaveLength(0);
  });

  it("refuses an end before the start and sends nothing", async () => {
    const f = await renderForm(null, { "POST /api/availability": saved });
    await f.user.type(f.from(), "2031-04-10");
    await f.user.type(f.to(), "2031-04-09");
    await f.submit();

    expect(await findToast()).toEqual({ title: "Update failed", description: "The end of your availability cannot be before its start." });
    expect(await findFieldError(f.to())).toBe("The end of your availability cannot be before its start.");
    expect(fieldError(f.from())).toBeNull();
    expect(f.saves()).toHaveLength(0);
  });

  it("accepts an end on the start day", async () => {
    const f = await renderForm(null, { "POST /api/availability": saved });
    await f.user.type(f.from(), "2031-04-10");
    await f.user.type(f.to(), "2031-04-10");
    await f.submit();

    expect(await findToast()).toEqual({ title: "Availability updated", description: "" });
    expect(f.saves()).toHaveLength(1);
  });
});

describe("AvailabilityForm: saving", () => {
  it("creates the first record with POST /api/availability, dates as ISO timestamps and empty dates as null", async () => {
    const f = await renderForm(null, { "POST /api/availability": saved });
    await f.user.type(f.from(), "2031-04-01");
    await f.submit();

    expect(await findToast()).toEqual({ title: "Availability updated", description: "" });
    const [request] = sentTo(f.requests, "POST /api/availability");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers.authorization).toBe("Bearer expert-token");
    expect(request.body).toEqual({
      expertId: EXPERT_ID,
      status: "available",
      availableFrom: "2031-04-01T00:00:00.000Z",
      availableTo: null,
      currentContractEndDate: null,
      preferredContractLength: 6,
      autoExtend: false,
    });
  });

  it("updates a saved record with PUT /api/availability/{expertId} and every field", async () => {
    const f = await renderForm(availabilityRecord(), { "PUT /api/availability/31": saved });
    await f.user.selectOptions(f.status(), "Unavailable");
    await f.user.clear(f.to());
    await f.user.type(f.to(), "2031-12-31");
    await f.user.type(f.contractEnd(), "2031-03-31");
    await f.user.selectOptions(f.length(), "24 months");
    await f.user.click(f.autoExtend());
    await f.submit();

    expect(await findToast()).toEqual({ title: "Availability updated", description: "" });
    expect(f.saves().map((r) => `${r.method} ${r.url}`)).toEqual(["PUT /api/availability/31"]);
    expect(f.saves()[0].body).toEqual({
      expertId: EXPERT_ID,
      status: "unavailable",
      availableFrom: "2031-04-01T00:00:00.000Z",
      availableTo: "2031-12-31T00:00:00.000Z",
      currentContractEndDate: "2031-03-31T00:00:00.000Z",
      preferredContractLength: 24,
      autoExtend: true,
    });
  });

  it("sends an emptied end date as null (ongoing)", async () => {
    const f = await renderForm(availabilityRecord(), { "PUT /api/availability/31": saved });
    await f.user.clear(f.to());
    await f.submit();

    await waitFor(() => expect(f.saves()).toHaveLength(1));
    expect(f.saves()[0].body).toMatchObject({ availableTo: null });
  });

  it("updates with PUT after the first record was created", async () => {
    const f = await renderForm(null, { "POST /api/availability": saved, "PUT /api/availability/31": saved });
    await f.user.type(f.from(), "2031-04-01");
    await f.submit();
    await findToast();

    await f.user.selectOptions(await screen.findByLabelText("Status"), "Booked");
    await f.user.click(screen.getByRole("button", { name: "Update Availability" }));

    await waitFor(() => expect(f.saves()).toHaveLength(2));
    expect(f.saves().map((r) => `${r.method} ${r.url}`)).toEqual(["POST /api/availability", "PUT /api/availability/31"]);
    expect(f.saves()[1].body).toMatchObject({ status: "booked", availableFrom: "2031-04-01T00:00:00.000Z" });
  });

  it("reads 'Saving...' and is disabled while saving", async () => {
    const answer = deferred();
    const f = await renderForm(availabilityRecord(), { "PUT /api/availability/31": () => answer.reply });
    await f.submit();

    expect((await screen.findByRole("button", { name: "Saving..." })).hasAttribute("disabled")).toBe(true);
    answer.resolve(json(200, availabilityRecord({ updatedAt: "2031-03-10T10:00:00.000Z" })));
    expect(await findToast()).toEqual({ title: "Availability updated", description: "" });
  });
});

describe("AvailabilityForm: server refusals", () => {
  it("puts a 400's issues on their fields and shows the server's message", async () => {
    const f = await renderForm(availabilityRecord(), {
      "PUT /api/availability/31": validationError([{ path: "currentContractEndDate", message: "Must be a real date" }]),
    });
    await f.submit();

    expect(await findToast()).toEqual({ title: "Update failed", description: "currentContractEndDate: Must be a real date" });
    expect(await findFieldError(f.contractEnd())).toBe("Must be a real date");
    expect(f.from().value).toBe("2031-04-01");
  });

  it("shows the server's message for a refusal such as a 403", async () => {
    const f = await renderForm(availabilityRecord(), { "PUT /api/availability/31": apiError(403, "forbidden", "Only experts have availability.") });
    await f.submit();

    expect(await findToast()).toEqual({ title: "Update failed", description: "Only experts have availability." });
  });

  it("falls back to 'Failed to update availability' when the answer carries no message", async () => {
    const f = await renderForm(availabilityRecord(), { "PUT /api/availability/31": new Response("", { status: 503, statusText: "Service Unavailable" }) });
    await f.submit();

    expect(await findToast()).toEqual({ title: "Update failed", description: "Failed to update availability" });
  });
});
