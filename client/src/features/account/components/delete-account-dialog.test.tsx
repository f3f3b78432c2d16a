// 'Delete my account': nothing is sent without the password, a wrong one is shown on the field and
// erases nothing, the right one erases and hands over to the page; keyboard and screen-reader use.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ACCOUNT_MESSAGES } from "@shared/contracts/account";
import { apiError, deferred, json, sentTo, stubFetch, type Routes } from "@/test/fetch";
import { findFieldError, findToast, renderWithApp } from "@/test/render";
import { DeleteAccountDialog } from "./delete-account-dialog";

function renderDialog(routes: Routes) {
  const requests = stubFetch(routes);
  const onDeleted = vi.fn();
  const view = renderWithApp(<DeleteAccountDialog onDeleted={onDeleted} />, { path: "/client/dashboard" });
  const open = async () => {
    await view.user.click(screen.getByRole("button", { name: "Delete my account" }));
    return screen.getByRole("dialog", { name: "Delete your account?" });
  };
  return { ...view, requests, onDeleted, open, password: () => screen.getByLabelText(/^Password/) };
}

const confirmButton = () => screen.getAllByRole("button", { name: "Delete my account" }).at(-1)!;

describe("DeleteAccountDialog", () => {
  it("opens as a labelled modal dialog that says what is erased and what stays", async () => {
    const view = renderDialog({});
    const dialog = await view.open();
    const description = document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent ?? "";
    expect(description).toMatch(/erased at once/);
    expect(description).toMatch(/Deleted user/);
    expect(view.password().getAttribute("type")).toBe("password");
    expect(view.password().getAttribute("autocomplete")).toBe("current-password");
  });

  it("asks for the password and sends nothing without it", async () => {
    const view = renderDialog({});
    await view.open();
    await view.user.click(confirmButton());
    expect(await findFieldError(view.password())).toBe(ACCOUNT_MESSAGES.passwordRequired);
    expect(view.requests).toHaveLength(0);
    expect(view.onDeleted).not.toHaveBeenCalled();
  });

  it("shows a wrong password on the field, keeps the dialog open and the account", async () => {
    const view = renderDialog({
      "DELETE /api/account": apiError(400, "bad_request", ACCOUNT_MESSAGES.wrongPassword, [{ path: "password", message: ACCOUNT_MESSAGES.wrongPassword }]),
    });
    await view.open();
    await view.user.type(view.password(), "not-my-password");
    await view.user.click(confirmButton());
    expect(await findFieldError(view.password())).toBe(ACCOUNT_MESSAGES.wrongPassword);
    await waitFor(() => expect(document.activeElement).toBe(view.password()));
    expect(screen.queryByRole("dialog")).not.toBeNull();
    expect(view.onDeleted).not.toHaveBeenCalled();
  });

  it("sends the password, says 'Deleting...' while it works, and hands over once the account is gone", async () => {
    const answer = deferred();
    const view = renderDialog({ "DELETE /api/account": () => answer.reply });
    await view.open();
    await view.user.type(view.password(), "my-password-1");
    await view.user.keyboard("{Enter}");
    expect((await screen.findByRole("button", { name: "Deleting..." })).hasAttribute("disabled")).toBe(true);
    expect(sentTo(view.requests, "DELETE /api/account").map((r) => r.body)).toEqual([{ password: "my-password-1" }]);

    answer.resolve(json(200, { success: true, name: "Deleted user" }));
    await waitFor(() => expect(view.onDeleted).toHaveBeenCalledTimes(1));
    expect(await findToast()).toMatchObject({ title: "Account deleted", description: ACCOUNT_MESSAGES.erased });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes with Escape or Cancel without sending anything, focus back on the button that opened it", async () => {
    const view = renderDialog({});
    await view.open();
    await view.user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete my account" }));
    await view.open();
    await view.user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(view.requests).toHaveLength(0);
  });

  it("tells in a toast when the server fails for another reason", async () => {
    const view = renderDialog({ "DELETE /api/account": apiError(500, "internal", "Something went wrong. Please try again.") });
    await view.open();
    await view.user.type(view.password(), "my-password-1");
    await view.user.click(confirmButton());
    expect(await findToast()).toMatchObject({ title: "Account not deleted", description: "Something went wrong. Please try again." });
    expect(view.onDeleted).not.toHaveBeenCalled();
  });
});
