// The Company page by role: each role sees the members, and only the buttons and parts its role
// allows (the company's `actions`, from the shared role table); an owner invites, changes a role,
// removes and revokes; finance edits the billing details; a viewer sees no button at all.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { actionsOf, COMPANY_ROLES, type CompanyRole } from "@shared/company-roles";
import { apiError, json, sentTo, stubFetch, validationError } from "@/test/fetch";
import { findToast, renderWithApp } from "@/test/render";
import { CompanyPanel } from "./company-panel";

const BILLING = { legalName: "Northwind Analytics Ltd", billingEmail: "ap@northwind.example", billingAddress: "1 Dock Road\nLondon", taxId: "GB123" };
const company = (role: CompanyRole) => ({ id: 7, name: "Northwind Analytics", role, actions: actionsOf(role), billing: role === "owner" || role === "finance" ? BILLING : null });
const MEMBERS = [
  { userId: 1, firstName: "Dana", lastName: "Whitfield", email: "dana@northwind.example", role: "owner", joinedAt: "2026-01-05T10:00:00.000Z" },
  { userId: 2, firstName: "Leo", lastName: "Hart", email: "leo@northwind.example", role: "hiring", joinedAt: "2026-02-05T10:00:00.000Z" },
];
const INVITATIONS = [{ id: 31, email: "amara@northwind.example", role: "finance", createdAt: "2026-11-20T10:00:00.000Z", expiresAt: "2026-11-27T10:00:00.000Z" }];

function renderAs(role: CompanyRole, routes: Parameters<typeof stubFetch>[0] = {}, userId = 1) {
  const requests = stubFetch({
    "GET /api/company": json(200, company(role)),
    "GET /api/company/members": json(200, MEMBERS),
    "GET /api/company/invitations": json(200, INVITATIONS),
    ...routes,
  });
  return { ...renderWithApp(<CompanyPanel userId={userId} />), requests };
}

describe("CompanyPanel", () => {
  it("shows a viewer the members and nothing that would be refused", async () => {
    const { requests } = renderAs("viewer", {}, 2);
    expect(await screen.findByText("Leo Hart")).toBeTruthy();
    expect(screen.getByText(/You are a/).textContent).toContain("Viewer of Northwind Analytics");
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.queryAllByRole("combobox")).toHaveLength(0);
    expect(screen.queryByRole("heading", { name: "Invitations" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Billing details" })).toBeNull();
    // Nor asks for what it may not read.
    expect(sentTo(requests, "GET /api/company/invitations")).toHaveLength(0);
  });

  it("shows each role exactly its parts", async () => {
    for (const role of COMPANY_ROLES) {
      const { unmount } = renderAs(role, {}, 2);
      await screen.findByText("Dana Whitfield");
      const may = actionsOf(role);
      expect(screen.queryByRole("heading", { name: "Invitations" }) !== null, role).toBe(may.includes("invitations.read"));
      expect(screen.queryByRole("button", { name: "Send invitation" }) !== null, role).toBe(may.includes("members.invite"));
      expect(screen.queryByRole("combobox", { name: "Role of Dana Whitfield" }) !== null, role).toBe(may.includes("members.change-role"));
      expect(screen.queryByRole("button", { name: "Remove Dana Whitfield" }) !== null, role).toBe(may.includes("members.remove"));
      expect(screen.queryByRole("heading", { name: "Billing details" }) !== null, role).toBe(may.includes("billing.read"));
      expect(screen.queryByRole("button", { name: "Edit the billing details" }) !== null, role).toBe(may.includes("billing.edit"));
      unmount();
    }
  });

  it("lets an owner invite, showing the server's refusal on the address", async () => {
    const { user, requests } = renderAs("owner", {
      "POST /api/company/invitations": (r) =>
        (r.body as { email: string }).email === "taken@northwind.example"
          ? apiError(409, "conflict", "An account with this email already exists: it cannot be invited.")
          : json(201, { id: 32, email: "new@northwind.example", role: "finance", createdAt: "2026-11-28T10:00:00.000Z", expiresAt: "2026-12-05T10:00:00.000Z" }),
    });
    const email = await screen.findByRole("textbox", { name: /E-mail address/ });
    await user.type(email, "taken@northwind.example");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("An account with this email already exists: it cannot be invited.")).toBeTruthy();
    await user.clear(email);
    await user.type(email, "new@northwind.example");
    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "finance");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect((await findToast()).title).toBe("Invitation sent");
    expect(sentTo(requests, "POST /api/company/invitations").at(-1)!.body).toEqual({ email: "new@northwind.example", role: "finance" });
  });

  it("lets an owner change a role, remove a member after confirming, and revoke an invitation; never remove themselves", async () => {
    const { user, requests } = renderAs("owner", {
      "PATCH /api/company/members/2": json(200, { ...MEMBERS[1], role: "viewer" }),
      "DELETE /api/company/members/2": new Response(null, { status: 204 }),
      "DELETE /api/company/invitations/31": new Response(null, { status: 204 }),
    });
    await user.selectOptions(await screen.findByRole("combobox", { name: "Role of Leo Hart" }), "viewer");
    await waitFor(() => expect(sentTo(requests, "PATCH /api/company/members/2")[0]?.body).toEqual({ role: "viewer" }));
    expect(screen.queryByRole("button", { name: "Remove Dana Whitfield" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Remove Leo Hart" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Leo Hart?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(sentTo(requests, "DELETE /api/company/members/2")).toHaveLength(1));

    await user.click(screen.getByRole("button", { name: "Revoke the invitation to amara@northwind.example" }));
    await waitFor(() => expect(sentTo(requests, "DELETE /api/company/invitations/31")).toHaveLength(1));
  });

  it("tells the owner why the last owner cannot be demoted", async () => {
    const { user } = renderAs("owner", { "PATCH /api/company/members/1": apiError(409, "conflict", "A company keeps at least one owner: make another member an owner first.") });
    await user.selectOptions(await screen.findByRole("combobox", { name: "Role of Dana Whitfield" }), "viewer");
    const toast = await findToast();
    expect(toast.description).toBe("A company keeps at least one owner: make another member an owner first.");
  });

  it("lets finance edit the billing details, with the server's field errors", async () => {
    let calls = 0;
    const { user, requests } = renderAs("finance", {
      "PUT /api/company": () => (++calls === 1 ? validationError([{ path: "taxId", message: "Tax id must be one line" }]) : json(200, { ...company("finance"), billing: { ...BILLING, taxId: "GB999" } })),
    });
    expect(await screen.findByText("GB123")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Edit the billing details" }));
    const taxId = screen.getByRole("textbox", { name: "Tax id" });
    await user.clear(taxId);
    await user.type(taxId, "GB999");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Tax id must be one line")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("GB999")).toBeTruthy();
    expect(sentTo(requests, "PUT /api/company")[0].body).toMatchObject({ taxId: "GB999", legalName: "Northwind Analytics Ltd" });
  });

  it("says so when the company cannot be loaded, and tries again", async () => {
    let calls = 0;
    const { user } = renderAs("owner", { "GET /api/company": () => (++calls === 1 ? apiError(500, "internal_error", "Something went wrong on our side. Please try again.") : json(200, company("owner"))) });
    expect((await screen.findByRole("alert")).textContent).toContain("Something went wrong on our side.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Leo Hart")).toBeTruthy();
  });
});
