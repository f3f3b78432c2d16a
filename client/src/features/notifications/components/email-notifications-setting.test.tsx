// The e-mail switch: shows the saved setting, changes it by keyboard, says so, and keeps the saved
// state when the server refuses.
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, deferred, json, sentTo, stubFetch } from "@/test/fetch";
import { findToast, renderWithApp } from "@/test/render";
import { EmailNotificationsSetting } from "./email-notifications-setting";

describe("EmailNotificationsSetting", () => {
  it("shows the saved setting and turns e-mail off and on again from the keyboard", async () => {
    const put = deferred();
    let answer: Promise<Response> | Response = put.reply;
    const requests = stubFetch({
      "GET /api/notifications/preferences": json(200, { emailNotifications: true }),
      "PUT /api/notifications/preferences": () => answer,
    });
    const { user } = renderWithApp(<EmailNotificationsSetting />);
    const region = await screen.findByRole("region", { name: "Email notifications" });
    const toggle = await within(region).findByRole("switch", { name: "Email me my notifications" });
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(within(region).getByTestId("email-notifications-state").textContent).toBe("on");

    toggle.focus();
    await user.keyboard(" ");
    // While saving: shown as asked, busy, and a second press changes nothing; the focus stays.
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(toggle.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(toggle);
    await user.keyboard(" ");
    put.resolve(json(200, { emailNotifications: false }));
    expect(await findToast()).toEqual({ title: "Email notifications off", description: "You will see notifications here only." });
    await waitFor(() => expect(toggle.getAttribute("aria-disabled")).toBe("false"));
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(within(region).getByTestId("email-notifications-state").textContent).toBe("off");

    answer = json(200, { emailNotifications: true });
    toggle.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(within(region).getByTestId("email-notifications-state").textContent).toBe("on"));
    expect(sentTo(requests, "PUT /api/notifications/preferences").map((r) => r.body)).toEqual([{ emailNotifications: false }, { emailNotifications: true }]);
  });

  it("keeps the saved state when a read begun before the save answers after it", async () => {
    // The live stream refetches everything shown when it connects, just after the page loads.
    const staleRead = deferred();
    let read: () => Promise<Response> | Response = () => json(200, { emailNotifications: true });
    stubFetch({
      "GET /api/notifications/preferences": () => read(),
      "PUT /api/notifications/preferences": json(200, { emailNotifications: false }),
    });
    const { user, queryClient } = renderWithApp(<EmailNotificationsSetting />);
    const toggle = await screen.findByRole("switch", { name: "Email me my notifications" });
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    read = () => staleRead.reply;
    void queryClient.invalidateQueries();

    toggle.focus();
    await user.keyboard(" ");
    expect(await findToast()).toEqual({ title: "Email notifications off", description: "You will see notifications here only." });
    staleRead.resolve(json(200, { emailNotifications: true }));
    // Give the stale answer its chance to land.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByTestId("email-notifications-state").textContent).toBe("off");
  });

  it("keeps the saved state and says why when saving fails", async () => {
    stubFetch({
      "GET /api/notifications/preferences": json(200, { emailNotifications: false }),
      "PUT /api/notifications/preferences": apiError(500, "internal", "Something broke on our side."),
    });
    const { user } = renderWithApp(<EmailNotificationsSetting />);
    const toggle = await screen.findByRole("switch", { name: "Email me my notifications" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await user.click(toggle);
    expect(await findToast()).toEqual({ title: "Could not save your email setting", description: "Something broke on our side." });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
  });

  it("says when the setting cannot be loaded", async () => {
    stubFetch({ "GET /api/notifications/preferences": apiError(503, "unavailable", "Try again shortly.") });
    renderWithApp(<EmailNotificationsSetting />);
    expect((await screen.findByRole("alert")).textContent).toBe("Try again shortly.");
    expect(screen.queryByRole("switch")).toBeNull();
  });
});
