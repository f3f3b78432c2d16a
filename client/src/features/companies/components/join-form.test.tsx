// The join page's form: what the invitation is for, the name and password asked, the server's
// answers (a used or expired link, a weak password) shown where they belong, and the sign-in after.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, json, sentTo, stubFetch, validationError } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { JoinForm } from "./join-form";

const PREVIEW = { companyName: "Northwind Analytics", email: "amara@northwind.example", role: "finance", expiresAt: "2026-12-05T10:00:00.000Z" };

function renderJoin(routes: Parameters<typeof stubFetch>[0], token: string | null = "tok-123") {
  const onJoined = vi.fn();
  const requests = stubFetch({ "GET /api/company/invitations/tok-123": json(200, PREVIEW), ...routes });
  return { ...renderWithApp(<JoinForm token={token} onJoined={onJoined} fallback={<a href="/login">Go to sign in</a>} />), requests, onJoined };
}

async function fill(user: ReturnType<typeof renderWithApp>["user"], password = "violet-harbour-2026") {
  await user.type(await screen.findByRole("textbox", { name: /First name/ }), "Amara");
  await user.type(screen.getByRole("textbox", { name: /Last name/ }), "Okafor");
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/Confirm password/), password);
}

describe("JoinForm", () => {
  it("shows the invitation, makes the account and signs the new member in", async () => {
    const { user, requests, onJoined, queryClient } = renderJoin({
      "POST /api/company/invitations/tok-123/accept": json(201, { success: true, email: PREVIEW.email, companyName: PREVIEW.companyName }),
    });
    expect((await screen.findByText(/invites/)).textContent).toContain("Northwind Analytics invites amara@northwind.example to join as Finance");
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Join Northwind Analytics" }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith({ email: PREVIEW.email, password: "violet-harbour-2026" }));
    expect(sentTo(requests, "POST /api/company/invitations/tok-123/accept")[0].body).toEqual({ firstName: "Amara", lastName: "Okafor", password: "violet-harbour-2026" });
    // Signed in, the live stream refreshes what is on screen: the spent invitation is not asked for again.
    await queryClient.invalidateQueries();
    expect(sentTo(requests, "GET /api/company/invitations/tok-123")).toHaveLength(1);
  });

  it("checks the fields before sending", async () => {
    const { user, requests } = renderJoin({});
    await user.click(await screen.findByRole("button", { name: "Join Northwind Analytics" }));
    expect(await screen.findByText("First name is required")).toBeTruthy();
    await fill(user, "short");
    await user.click(screen.getByRole("button", { name: "Join Northwind Analytics" }));
    expect(await screen.findByText(/Password must be at least/)).toBeTruthy();
    expect(sentTo(requests, "POST /api/company/invitations/tok-123/accept")).toHaveLength(0);
  });

  it("puts the server's password refusal on its field and a spent link in words", async () => {
    let calls = 0;
    const { user, onJoined } = renderJoin({
      "POST /api/company/invitations/tok-123/accept": () =>
        ++calls === 1
          ? validationError([{ path: "password", message: "This password is too common. Please choose another." }])
          : apiError(409, "conflict", "This invitation has already been used or revoked."),
    });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Join Northwind Analytics" }));
    expect(await screen.findByText("This password is too common. Please choose another.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Join Northwind Analytics" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This invitation has already been used or revoked.");
    expect(onJoined).not.toHaveBeenCalled();
  });

  it("says when the link has expired, and when it has no token", async () => {
    renderJoin({ "GET /api/company/invitations/tok-123": apiError(410, "gone", "This invitation has expired. Ask for a new one.") });
    expect((await screen.findByRole("alert")).textContent).toBe("This invitation has expired. Ask for a new one.");
    expect(screen.getByRole("link", { name: "Go to sign in" })).toBeTruthy();
  });

  it("says when the link carries no token", async () => {
    const { requests } = renderJoin({}, null);
    expect((await screen.findByRole("alert")).textContent).toMatch(/not valid/);
    expect(requests).toHaveLength(0);
  });
});
