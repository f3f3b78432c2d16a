// The engagement's approver on its page offers the company's owners and hiring members, read from
// its members, and only to a member who may choose; finance and viewers are not among them.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { CompanyMember } from "@shared/contracts/companies";
import type { EngagementDetail } from "@shared/contracts/engagements";
import { json, sentTo, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { EngagementApproverPanel } from "./engagement-approver-panel";
import { engagementDetail } from "@/features/engagements/components/test-fixtures";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "client-token");
});

const member = (userId: number, firstName: string, role: CompanyMember["role"]): CompanyMember => ({
  userId,
  firstName,
  lastName: "Example",
  email: `${firstName.toLowerCase()}@northwind.example`,
  role,
  joinedAt: "2031-01-05T09:00:00.000Z",
});

function engagement(maySetApprover: boolean): EngagementDetail {
  return engagementDetail({
    client: { id: 12, name: "Dana Example", companyName: "Northwind", timeZone: "Europe/London" },
    expert: { id: 31, name: "Thandi Nkosi", role: "Data Engineer", profileImage: null, timeZone: "Africa/Johannesburg" },
    mayEndTrial: maySetApprover,
    approver: { userId: 14, name: "Leo Example" },
    maySetApprover,
    estimate: { weeklyCents: 340_000, totalCents: 4_250_000 },
  });
}

const MEMBERS = [member(12, "Dana", "owner"), member(14, "Leo", "hiring"), member(16, "Amara", "finance"), member(17, "Vic", "viewer"), member(15, "Kim", "hiring")];

describe("EngagementApproverPanel", () => {
  it("offers the owners and hiring members of the company", async () => {
    stubFetch({ "GET /api/company/members": () => json(200, MEMBERS) });
    renderWithApp(<EngagementApproverPanel engagement={engagement(true)} />, { path: "/client/engagements/7" });
    const select = await screen.findByRole("combobox", { name: "Approver" });
    await within(select).findByRole("option", { name: "Kim Example" });
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["Dana Example", "Leo Example", "Kim Example"]);
  });

  it("reads no members for a member who may not choose", () => {
    const requests = stubFetch({ "GET /api/company/members": () => json(200, MEMBERS) });
    renderWithApp(<EngagementApproverPanel engagement={engagement(false)} />);
    screen.getByRole("region", { name: "Approver: Leo Example" });
    expect(sentTo(requests, "GET /api/company/members")).toEqual([]);
  });
});
