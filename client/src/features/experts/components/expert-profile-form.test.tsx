// The expert's photo upload inside the profile form: progress with a Cancel button, the server's
// reason when it refuses, and what the expert typed in the rest of the form kept either way.
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, deferred, json, sentTo, stubFetch, type Routes } from "@/test/fetch";
import { expertProfile } from "@/test/fixtures";
import { findToast, renderWithApp } from "@/test/render";
import { lastUpload } from "@/test/xhr";
import { ExpertProfileForm } from "./expert-profile-form";

function renderForm(routes: Routes) {
  window.localStorage.setItem("userToken", "expert-token");
  const requests = stubFetch(routes);
  const view = renderWithApp(<ExpertProfileForm expert={expertProfile({ role: "Data Engineer", bio: null })} onDone={vi.fn()} />, { path: "/expert/dashboard" });
  return {
    ...view,
    requests,
    async choosePhoto(size = 900 * 1024) {
      await view.user.clear(screen.getByLabelText("Role"));
      await view.user.type(screen.getByLabelText("Role"), "ML Engineer");
      await view.user.type(screen.getByLabelText("Bio"), "Ten years of pipelines.");
      await view.user.upload(screen.getByLabelText("Photo"), new File([new Uint8Array(size)], "me.png", { type: "image/png" }));
    },
    typedKept() {
      expect((screen.getByLabelText("Role") as HTMLInputElement).value).toBe("ML Engineer");
      expect((screen.getByLabelText("Bio") as HTMLTextAreaElement).value).toBe("Ten years of pipelines.");
    },
  };
}

describe("ExpertProfileForm: the photo upload", () => {
  it("shows its progress, sends the photo with the bearer token and says when it is done", async () => {
    const answer = deferred();
    const f = renderForm({ "POST /api/experts/profile/photo": () => answer.reply });
    await f.choosePhoto();

    const bar = await screen.findByRole("progressbar", { name: "Photo upload" });
    act(() => lastUpload().progress(Math.ceil(lastUpload().total / 2)));
    expect(bar.getAttribute("aria-valuenow")).toBe("50");
    expect(bar.getAttribute("aria-valuetext")).toBe("450 KB of 900 KB sent (50%)");
    const [sent] = sentTo(f.requests, "POST /api/experts/profile/photo");
    expect(sent.headers.authorization).toBe("Bearer expert-token");
    expect(((sent.body as FormData).get("photo") as File).name).toBe("me.png");

    answer.resolve(json(200, expertProfile({ profileImage: "/api/experts/1/photo?v=2" })));
    expect((await findToast()).title).toBe("Photo updated");
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
    f.typedKept();
  });

  it("cancels at the user's word and says the photo was not changed", async () => {
    const answer = deferred();
    const f = renderForm({ "POST /api/experts/profile/photo": () => answer.reply });
    await f.choosePhoto();
    await screen.findByRole("progressbar", { name: "Photo upload" });
    await f.user.click(screen.getByRole("button", { name: "Cancel photo upload" }));

    expect((await screen.findByRole("status")).textContent).toBe("Upload cancelled. Your photo was not changed.");
    expect(screen.queryByRole("progressbar")).toBeNull();
    f.typedKept();
    answer.resolve(json(200, expertProfile()));
  });

  it("gives the server's reason for a 413 on the field and in a toast", async () => {
    const f = renderForm({ "POST /api/experts/profile/photo": apiError(413, "file_too_large", "The photo is too large. The limit is 2 MB.") });
    await f.choosePhoto();

    expect(await findToast()).toEqual({ title: "Update failed", description: "The photo is too large. The limit is 2 MB." });
    expect(screen.getByText("The photo is too large. The limit is 2 MB.", { selector: "p:not([role=status])" })).toBeTruthy();
    f.typedKept();
  });
});

describe("ExpertProfileForm: once the whole photo is sent", () => {
  it("no longer offers Cancel: the server may already be keeping it", async () => {
    const answer = deferred();
    const f = renderForm({ "POST /api/experts/profile/photo": () => answer.reply });
    await f.choosePhoto();
    const cancel = await screen.findByRole("button", { name: "Cancel photo upload" });
    expect(cancel.hasAttribute("disabled")).toBe(false);
    act(() => lastUpload().progress(lastUpload().total));
    expect(cancel.hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("progressbar", { name: "Photo upload" }).getAttribute("aria-valuetext")).toBe("900 KB sent. Waiting for the server…");
    answer.resolve(json(200, expertProfile()));
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
  });
});
