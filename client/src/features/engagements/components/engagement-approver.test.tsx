// Who approves an engagement's weeks, on its page: the approver by name (or the owners), and for an
// owner or hiring member a labelled choice of the company's owners and hiring members, saved with a
// toast either way; nothing for the expert.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { EngagementDetail } from "@shared/contracts/engagements";
import { apiError, json, sentTo, stubFetch } from "@/test/fetch";
import { findToast, renderWithApp } from "@/test/render";
import { EngagementApprover } from "./engagement-approver";
import { engagementDetail } from "./test-fixtures";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "client-token");
});

const LEO = { userId: 14, name: "Leo Hart" };
const DANA = { userId: 12, name: "Dana Whitfield" };
const KIM = { userId: 15, name: "Kim Park" };

function engagement(overrides: Partial<EngagementDetail> = {}): EngagementDetail {
  return engagementDetail({
    client: { id: 12, name: "Dana Whitfield", companyName: "Northwind", timeZone: "Europe/London" },
    expert: { id: 31, name: "Thandi Nkosi", role: "Data Engineer", profileImage: null, timeZone: "Africa/Johannesburg" },
    approver: LEO,
    estimate: { weeklyCents: 340_000, totalCents: 4_250_000 },
    ...overrides,
  });
}

describe("EngagementApprover", () => {
  it("names the approver and lets an owner or hiring member choose another, with a toast", async () => {
    const requests = stubFetch({ "PUT /api/engagements/7/approver": () => json(200, engagement({ approver: KIM })) });
    let changed = 0;
    const f = renderWithApp(<EngagementApprover engagement={engagement()} candidates={[DANA, LEO, KIM]} onChanged={() => (changed += 1)} />, { path: "/client/engagements/7" });
    const section = screen.getByRole("region", { name: "Approver: Leo Hart" });
    expect(section.textContent).toContain("Leo Hart or an owner of your company approves or disputes the weeks");
    const select = within(section).getByLabelText("Approver");
    expect((select as HTMLSelectElement).value).toBe("14");
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["Dana Whitfield", "Leo Hart", "Kim Park"]);
    const save = within(section).getByRole("button", { name: "Change approver" });
    // Nothing to save until another member is chosen.
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await f.user.selectOptions(select, "15");
    await f.user.click(save);
    expect(await findToast()).toEqual({ title: "Approver changed", description: "Kim Park now approves or disputes the weeks of this engagement." });
    expect(sentTo(requests, "PUT /api/engagements/7/approver").map((r) => r.body)).toEqual([{ userId: 15 }]);
    expect(changed).toBe(1);
  });

  it("says why when the server refuses the change, and keeps the approver", async () => {
    stubFetch({ "PUT /api/engagements/7/approver": () => apiError(409, "conflict", "The approver must be an owner or a hiring member: finance and viewers do not approve hours.") });
    const f = renderWithApp(<EngagementApprover engagement={engagement()} candidates={[DANA, LEO]} />, { path: "/client/engagements/7" });
    await f.user.selectOptions(screen.getByLabelText("Approver"), "12");
    await f.user.click(screen.getByRole("button", { name: "Change approver" }));
    expect(await findToast()).toEqual({ title: "Approver not changed", description: "The approver must be an owner or a hiring member: finance and viewers do not approve hours." });
    await waitFor(() => expect((screen.getByRole("button", { name: "Change approver" }) as HTMLButtonElement).disabled).toBe(false));
    screen.getByRole("region", { name: "Approver: Leo Hart" });
  });

  it("shows finance and viewers the approver with no control, the owners when there is none, and the expert nothing", () => {
    const f = renderWithApp(<EngagementApprover engagement={engagement({ maySetApprover: false })} />);
    screen.getByRole("region", { name: "Approver: Leo Hart" });
    expect(screen.queryByLabelText("Approver")).toBeNull();
    expect(screen.queryByRole("button", { name: "Change approver" })).toBeNull();
    f.unmount();

    const g = renderWithApp(<EngagementApprover engagement={engagement({ approver: null, maySetApprover: false })} />);
    const section = screen.getByRole("region", { name: "Approver: the owners" });
    expect(section.textContent).toContain("its owners approve or dispute its weeks");
    g.unmount();

    renderWithApp(<EngagementApprover engagement={engagement({ viewer: "expert", maySetApprover: false })} />);
    expect(screen.queryByRole("region", { name: /^Approver/ })).toBeNull();
  });

  it("waits for the members before offering a choice", () => {
    renderWithApp(<EngagementApprover engagement={engagement()} />);
    const select = screen.getByLabelText("Approver") as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(within(select).getByRole("option").textContent).toBe("Loading the members…");
  });
});
