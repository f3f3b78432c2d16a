// 'Update CV' on the candidate's profile: the new PDF's progress with a Cancel button, then the
// profile linked to it; a cancelled or refused upload says so and leaves the CV on file as it was.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, deferred, json, sentTo, stubFetch, type Routes } from "@/test/fetch";
import { candidateProfile } from "@/test/fixtures";
import { findToast, renderWithApp } from "@/test/render";
import { CvActions } from "./cv-actions";

const CV_PATH = "/api/candidate/cv/6f1c2b7e-4a3d-4e8f-9b1a-2c3d4e5f6a7b";
const pdf = () => new File(["%PDF-1.7\n", new Uint8Array(200 * 1024)], "new-cv.pdf", { type: "application/pdf" });

function renderCard(routes: Routes) {
  window.localStorage.setItem("userToken", "candidate-token");
  const requests = stubFetch(routes);
  const view = renderWithApp(<CvActions profile={candidateProfile({ cvFilePath: "/api/candidate/cv/old", cvFileName: "old-cv.pdf" })} />, { path: "/candidate/profile" });
  return { ...view, requests, choose: () => view.user.upload(screen.getByLabelText("Update CV"), pdf()) };
}

describe("CvActions: Update CV", () => {
  it("uploads with progress, then links the new CV to the profile", async () => {
    const answer = deferred();
    const card = renderCard({
      "POST /api/upload/cv": () => answer.reply,
      "PUT /api/candidate/profile": (r) => json(200, { success: true, profile: candidateProfile(r.body as object) }),
    });
    await card.choose();
    await screen.findByRole("progressbar", { name: "CV upload" });
    answer.resolve(json(201, { success: true, filePath: CV_PATH, fileName: "new-cv.pdf" }));

    expect(await findToast()).toEqual({ title: "CV updated", description: "Your new CV has been saved." });
    expect(sentTo(card.requests, "PUT /api/candidate/profile")[0].body).toEqual({ cvFilePath: CV_PATH });
  });

  it("says a cancelled upload was not saved and changes nothing", async () => {
    const answer = deferred();
    const card = renderCard({ "POST /api/upload/cv": () => answer.reply });
    await card.choose();
    await screen.findByRole("progressbar", { name: "CV upload" });
    await card.user.click(screen.getByRole("button", { name: "Cancel cv upload" }));

    expect((await screen.findByRole("status")).textContent).toBe("Upload cancelled. The file was not saved.");
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(sentTo(card.requests, "PUT /api/candidate/profile")).toHaveLength(0);
    expect(screen.getByText("old-cv.pdf")).toBeTruthy();
    answer.resolve(json(201, {}));
  });

  it("gives the server's reason when it refuses the file", async () => {
    const card = renderCard({ "POST /api/upload/cv": apiError(413, "file_too_large", "The file is too large. The limit is 5 MB.") });
    await card.choose();

    expect(await findToast()).toEqual({ title: "Update failed", description: "The file is too large. The limit is 5 MB." });
    // Beside the toast, under the buttons until the next try.
    expect(screen.getByText("The file is too large. The limit is 5 MB.", { selector: "p[role=status]" })).toBeTruthy();
    expect(sentTo(card.requests, "PUT /api/candidate/profile")).toHaveLength(0);
  });
});
