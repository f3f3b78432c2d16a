// The candidate profile and CV upload form (SPEC.md "/candidate/upload", sections 5 and 8): name
// and role required, the CV a PDF of at most 5 MB (checked in the browser), the number and URL
// rules, skills one at a time, the multipart upload then the profile, and the server's refusals.
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CandidateProfile } from "@shared/contracts/candidates";
import { apiError, deferred, json, sentTo, stubFetch, validationError, type Handler, type Routes } from "@/test/fetch";
import { candidateProfile } from "@/test/fixtures";
import { descriptionOf, fieldError, findFieldError, findToast, renderWithApp, shownToasts } from "@/test/render";
import { lastUpload } from "@/test/xhr";
import { CandidateUploadForm } from "./candidate-upload-form";

const FIVE_MB = 5 * 1024 * 1024;
const CV_PATH = "/api/candidate/cv/6f1c2b7e-4a3d-4e8f-9b1a-2c3d4e5f6a7b";

/** A file that starts like a PDF, `size` bytes long. */
function pdf(name = "thandi-cv.pdf", size = 2048, type = "application/pdf") {
  const head = "%PDF-1.7\n";
  return new File([head, new Uint8Array(Math.max(0, size - head.length))], name, { type });
}

const uploaded: Handler = () => json(201, { success: true, filePath: CV_PATH, fileName: "thandi-cv.pdf" });
/** The profile as the server answers it: the name and role sent, the rest as saved. */
const profileSaved: Handler = (request) => {
  const { name, role } = request.body as Pick<CandidateProfile, "name" | "role">;
  return json(200, { success: true, profile: candidateProfile({ name, role }) });
};

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 40, userType: "candidate" }));
  window.localStorage.setItem("userToken", "candidate-token");
});

function renderForm(routes: Routes = {}, props: { signedIn?: boolean; existing?: CandidateProfile | null; defaultName?: string } = {}) {
  const requests = stubFetch(routes);
  const onNeedLogin = vi.fn();
  const onDone = vi.fn();
  // applyAccept: false lets a test pick a file the input's accept list would hide, as a user can
  // by choosing "All files" in the file dialog.
  const view = renderWithApp(
    <CandidateUploadForm signedIn={props.signedIn ?? true} onNeedLogin={onNeedLogin} onDone={onDone} existing={props.existing} defaultName={props.defaultName} />,
    { path: "/candidate/upload", userOptions: { applyAccept: false } },
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
  return {
    ...view,
    requests,
    onNeedLogin,
    onDone,
    field,
    cv: () => field("CV (PDF, max 5 MB)"),
    async fill(values: Record<string, string>) {
      for (const [label, value] of Object.entries(values)) {
        const control = field(label);
        if (control.tagName === "SELECT") await view.user.selectOptions(control, value);
        else await view.user.type(control, value);
      }
    },
    async addSkill(skill: string) {
      await view.user.type(field("Skills"), skill);
      await view.user.click(screen.getByRole("button", { name: "Add" }));
    },
    addedSkills: () => {
      const list = screen.queryByRole("list", { name: "Added skills" });
      return list ? within(list).getAllByRole("listitem").map((li) => li.textContent) : [];
    },
    submit: () => view.user.click(screen.getByRole("button", { name: "Submit Profile" })),
  };
}

const REQUIRED = { "Full Name": "Thandi Nkosi", Role: "Data Engineer" };

describe("CandidateUploadForm: required fields and choices", () => {
  it("asks for name and role (SPEC's message) and sends nothing", async () => {
    const f = renderForm();
    await f.submit();

    expect(await findToast()).toEqual({ title: "Missing required fields", description: "Please fill in your name and role." });
    expect(await findFieldError(f.field("Full Name"))).toBe("Name is required");
    expect(await findFieldError(f.field("Role"))).toBe("Role is required");
    expect(f.requests).toHaveLength(0);
  });

  it("treats a name of spaces as missing", async () => {
    const f = renderForm();
    await f.fill({ "Full Name": "   ", Role: "Data Engineer" });
    await f.submit();

    expect(await findToast()).toEqual({ title: "Missing required fields", description: "Please fill in your name and role." });
    expect(await findFieldError(f.field("Full Name"))).toBe("Name is required");
    expect(fieldError(f.field("Role"))).toBeNull();
    expect(f.requests).toHaveLength(0);
  });

  it("offers SPEC.md's candidate roles, availability and project types", () => {
    const f = renderForm();
    const values = (label: string) => within(f.field(label)).getAllByRole("option").map((o) => (o as HTMLOptionElement).value);
    expect(values("Role")).toEqual([
      "",
      "Full Stack Developer",
      "Frontend Developer",
      "Backend Developer",
      "DevOps Engineer",
      "Data Engineer",
      "Data Scientist",
      "Cloud Engineer",
      "Mobile Developer",
      "UI/UX Designer",
      "Product Manager",
      "Tech Lead",
      "Solution Architect",
    ]);
    expect(values("Availability")).toEqual(["", "Available", "Not Available", "Flexible"]);
    expect(values("Preferred Project Type")).toEqual(["", "Full-time", "Contract"]);
  });

  it("sends a visitor to sign in instead of uploading", async () => {
    const f = renderForm({}, { signedIn: false });
    await f.fill(REQUIRED);
    await f.submit();

    expect(await findToast()).toEqual({ title: "Please log in", description: "Please log in to upload your profile." });
    expect(f.onNeedLogin).toHaveBeenCalledTimes(1);
    expect(f.requests).toHaveLength(0);
  });
});

describe("CandidateUploadForm: the CV file", () => {
  it("accepts PDFs only in the file picker and says so", () => {
    const f = renderForm();
    expect(f.cv().accept).toBe("application/pdf,.pdf");
    expect(descriptionOf(f.cv())).toBe("Only PDF files up to 5 MB.");
  });

  it("shows the chosen PDF's name and size", async () => {
    const f = renderForm();
    await f.user.upload(f.cv(), pdf("thandi-cv.pdf", 300 * 1024));

    await waitFor(() => expect(descriptionOf(f.cv())).toBe("Selected: thandi-cv.pdf (300 KB)"));
    expect(fieldError(f.cv())).toBeNull();
  });

  it.each([
    ["a Word document", new File(["PK\u0003\u0004"], "cv.docx", { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" })],
    ["a text file named .pdf", new File(["just text"], "cv.pdf", { type: "application/pdf" })],
  ])("refuses %s with SPEC's message and clears the choice", async (_case, file) => {
    const f = renderForm({ "POST /api/candidate/profile": profileSaved });
    await f.user.upload(f.cv(), file);

    expect(await findToast()).toEqual({ title: "Invalid file type", description: "Please upload a PDF file for your CV." });
    expect(await findFieldError(f.cv())).toBe("Please upload a PDF file for your CV.");
    expect(f.cv().files).toHaveLength(0);

    // The refused file is not uploaded with the profile.
    await f.fill(REQUIRED);
    await f.submit();
    await waitFor(() => expect(f.onDone).toHaveBeenCalled());
    expect(f.requests.map((r) => `${r.method} ${r.url}`)).toEqual(["POST /api/candidate/profile"]);
  });

  it("refuses a PDF over 5 MB", async () => {
    const f = renderForm();
    await f.user.upload(f.cv(), pdf("big.pdf", FIVE_MB + 1));

    expect(await findToast()).toEqual({ title: "File too large", description: "Your CV must be 5 MB or smaller. Please choose a smaller PDF." });
    expect(await findFieldError(f.cv())).toBe("Your CV must be 5 MB or smaller. Please choose a smaller PDF.");
    expect(f.cv().files).toHaveLength(0);
  });

  it("accepts a PDF of exactly 5 MB", async () => {
    const f = renderForm();
    await f.user.upload(f.cv(), pdf("exact.pdf", FIVE_MB));

    await waitFor(() => expect(descriptionOf(f.cv())).toBe("Selected: exact.pdf (5.0 MB)"));
    expect(fieldError(f.cv())).toBeNull();
    expect(shownToasts()).toEqual([]);
  });
});

describe("CandidateUploadForm: number, URL and skill rules", () => {
  it.each([
    ["51", "Years of experience must be between 0 and 50"],
    ["-1", "Years of experience must be between 0 and 50"],
    ["2.5", "Years of experience must be a whole number"],
  ])("refuses %s years of experience", async (years, message) => {
    const f = renderForm();
    await f.fill({ ...REQUIRED, "Years of Experience": years });
    await f.submit();

    expect(await findToast()).toEqual({ title: "Upload failed", description: message });
    expect(await findFieldError(f.field("Years of Experience"))).toBe(message);
    expect(f.requests).toHaveLength(0);
  });

  it.each([
    ["45500", "Expected salary must be in steps of 1,000"],
    ["-1000", "Expected salary must be between 0 and 10000000"],
  ])("refuses an expected salary of %s", async (salary, message) => {
    const f = renderForm();
    await f.fill({ ...REQUIRED, "Expected Salary (ZAR per month)": salary });
    await f.submit();

    expect(await findToast()).toEqual({ title: "Upload failed", description: message });
    expect(await findFieldError(f.field("Expected Salary (ZAR per month)"))).toBe(message);
    expect(f.requests).toHaveLength(0);
  });

  it("refuses a LinkedIn or portfolio address that is not http(s)", async () => {
    const f = renderForm();
    await f.fill({ ...REQUIRED, "LinkedIn Profile URL": "linkedin.com/in/thandi", "Portfolio URL": "javascript:alert(1)" });
    await f.submit();

    expect(await findToast()).toEqual({ title: "Upload failed", description: "Must be a valid http(s) URL" });
    expect(await findFieldError(f.field("LinkedIn Profile URL"))).toBe("Must be a valid http(s) URL");
    expect(await findFieldError(f.field("Portfolio URL"))).toBe("Must be a valid http(s) URL");
    expect(f.requests).toHaveLength(0);
  });

  it("adds skills one at a time (Add or Enter), trimmed, repeats ignored, and removable", async () => {
    const f = renderForm();
    await f.addSkill("  Python ");
    await f.user.type(f.field("Skills"), "dbt{Enter}");
    await f.addSkill("python");
    await f.addSkill("   ");
    await f.addSkill("Airflow");
    expect(f.addedSkills()).toEqual(["Python", "dbt", "Airflow"]);
    expect(f.field("Skills").value).toBe("");

    await f.user.click(screen.getByRole("button", { name: "Remove dbt" }));
    expect(f.addedSkills()).toEqual(["Python", "Airflow"]);
  });
});

describe("CandidateUploadForm: sending", () => {
  it("uploads the CV as multipart (field cv, bearer token), then saves the profile with its path", async () => {
    const f = renderForm({ "POST /api/upload/cv": uploaded, "POST /api/candidate/profile": profileSaved });
    const file = pdf("thandi-cv.pdf", 4096);
    await f.fill({
      ...REQUIRED,
      "Years of Experience": "7",
      "Expected Salary (ZAR per month)": "45000",
      "LinkedIn Profile URL": "https://www.linkedin.com/in/thandi",
      "Portfolio URL": "https://thandi.dev",
      Phone: "+27 82 555 0101",
      Location: "Cape Town, South Africa",
      Availability: "Flexible",
      "Preferred Project Type": "Contract",
    });
    await f.user.upload(f.cv(), file);
    await waitFor(() => expect(descriptionOf(f.cv())).toContain("Selected: thandi-cv.pdf"));
    await f.addSkill("Python");
    await f.addSkill("Spark");
    await f.submit();

    expect(await findToast()).toEqual({ title: "Profile uploaded", description: "Thank you! Your profile has been saved." });
    expect(f.onDone).toHaveBeenCalledTimes(1);
    expect(f.requests.map((r) => `${r.method} ${r.url}`)).toEqual(["POST /api/upload/cv", "POST /api/candidate/profile"]);

    const [upload, profile] = f.requests;
    expect(upload.headers.authorization).toBe("Bearer candidate-token");
    // The browser writes the multipart content type (with its boundary) itself.
    expect(upload.headers["content-type"]).toBeUndefined();
    expect(upload.body).toBeInstanceOf(FormData);
    const sentFile = (upload.body as FormData).get("cv") as File;
    expect([sentFile.name, sentFile.size, sentFile.type]).toEqual(["thandi-cv.pdf", 4096, "application/pdf"]);
    expect([...(upload.body as FormData).keys()]).toEqual(["cv"]);

    expect(profile.headers["content-type"]).toBe("application/json");
    expect(profile.headers.authorization).toBe("Bearer candidate-token");
    expect(profile.body).toEqual({
      name: "Thandi Nkosi",
      role: "Data Engineer",
      yearsExperience: "7",
      linkedinProfileUrl: "https://www.linkedin.com/in/thandi",
      phone: "+27 82 555 0101",
      location: "Cape Town, South Africa",
      availability: "Flexible",
      expectedSalary: "45000",
      portfolioUrl: "https://thandi.dev",
      preferredProjectType: "Contract",
      skills: ["Python", "Spark"],
      cvFilePath: CV_PATH,
    });
  });

  it("saves a profile without a CV without calling the upload", async () => {
    const f = renderForm({ "POST /api/candidate/profile": profileSaved }, { defaultName: "Thandi Nkosi" });
    expect(f.field("Full Name").value).toBe("Thandi Nkosi");
    await f.user.selectOptions(f.field("Role"), "Tech Lead");
    await f.submit();

    await waitFor(() => expect(f.onDone).toHaveBeenCalled());
    expect(f.requests.map((r) => r.url)).toEqual(["/api/candidate/profile"]);
    expect(f.requests[0].body).toMatchObject({ name: "Thandi Nkosi", role: "Tech Lead", cvFilePath: "", skills: [] });
  });

  it("reads 'Uploading...' and is disabled while sending", async () => {
    const answer = deferred();
    const f = renderForm({ "POST /api/candidate/profile": () => answer.reply });
    await f.fill(REQUIRED);
    await f.submit();

    expect((await screen.findByRole("button", { name: "Uploading..." })).hasAttribute("disabled")).toBe(true);
    answer.resolve(json(200, { success: true, profile: candidateProfile() }));
    await waitFor(() => expect(f.onDone).toHaveBeenCalled());
  });
});

describe("CandidateUploadForm: server refusals", () => {
  it("puts a 400's issues on their fields, shows the message and keeps everything typed", async () => {
    const f = renderForm({
      "POST /api/candidate/profile": validationError([{ path: "phone", message: "Phone may contain digits, spaces and + ( ) - . only" }]),
    });
    await f.fill({ ...REQUIRED, Phone: "+27 82 555 0101", Location: "Durban" });
    await f.addSkill("SQL");
    await f.submit();

    expect(await findToast()).toEqual({ title: "Upload failed", description: "phone: Phone may contain digits, spaces and + ( ) - . only" });
    expect(await findFieldError(f.field("Phone"))).toBe("Phone may contain digits, spaces and + ( ) - . only");
    expect(f.onDone).not.toHaveBeenCalled();
    expect(f.field("Full Name").value).toBe("Thandi Nkosi");
    expect(f.field("Role").value).toBe("Data Engineer");
    expect(f.field("Location").value).toBe("Durban");
    expect(f.addedSkills()).toEqual(["SQL"]);
  });

  it("falls back to SPEC's 'Failed to upload profile' when the answer carries no message, keeping the chosen CV", async () => {
    const f = renderForm({
      "POST /api/upload/cv": uploaded,
      "POST /api/candidate/profile": new Response("<html>Bad Gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } }),
    });
    await f.fill(REQUIRED);
    await f.user.upload(f.cv(), pdf());
    await waitFor(() => expect(descriptionOf(f.cv())).toContain("Selected:"));
    await f.submit();

    expect(await findToast()).toEqual({ title: "Upload failed", description: "Failed to upload profile. Please try again." });
    expect(f.onDone).not.toHaveBeenCalled();
    expect(descriptionOf(f.cv())).toBe("Selected: thandi-cv.pdf (2 KB)");
    expect(f.field("Full Name").value).toBe("Thandi Nkosi");
  });

  it("when the CV upload fails, still saves the profile without it and asks for the CV again", async () => {
    const f = renderForm({
      "POST /api/upload/cv": apiError(413, "file_too_large", "The file is too large. The limit is 5 MB."),
      "POST /api/candidate/profile": profileSaved,
    });
    await f.fill(REQUIRED);
    await f.user.upload(f.cv(), pdf());
    await waitFor(() => expect(descriptionOf(f.cv())).toContain("Selected:"));
    await f.submit();

    expect(await findToast()).toEqual({
      title: "CV not uploaded",
      description: "Your profile was saved, but your CV was not uploaded: The file is too large. The limit is 5 MB. Please upload your CV again.",
    });
    expect(sentTo(f.requests, "POST /api/candidate/profile")[0].body).toMatchObject({ cvFilePath: "" });
    expect(screen.getByRole("alert").textContent).toContain("Your profile was saved, but your CV still needs to be uploaded.");
    expect(f.onDone).not.toHaveBeenCalled();
    expect(f.cv().files).toHaveLength(0);
  });
});

describe("CandidateUploadForm: upload progress", () => {
  async function startUpload(routes: Routes) {
    const f = renderForm(routes);
    await f.fill({ ...REQUIRED, Location: "Durban" });
    await f.addSkill("SQL");
    await f.user.upload(f.cv(), pdf("thandi-cv.pdf", 4 * 1024 * 1024));
    await waitFor(() => expect(descriptionOf(f.cv())).toContain("Selected:"));
    await f.submit();
    return f;
  }

  it("shows bytes sent and a percentage in a progress bar, announcing only each quarter", async () => {
    const answer = deferred();
    const f = await startUpload({ "POST /api/upload/cv": () => answer.reply, "POST /api/candidate/profile": profileSaved });
    const bar = await screen.findByRole("progressbar", { name: "CV upload" });
    expect(bar.getAttribute("aria-valuenow")).toBe("0");
    expect(screen.getByRole("status").textContent).toBe("CV upload: upload started.");

    const upload = lastUpload();
    act(() => upload.progress(Math.ceil(upload.total * 0.3)));
    expect(bar.getAttribute("aria-valuenow")).toBe("30");
    expect(bar.getAttribute("aria-valuetext")).toBe("1.2 MB of 4.0 MB sent (30%)");
    expect(screen.getByText("1.2 MB of 4.0 MB sent (30%)")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("CV upload: 25% sent.");
    act(() => upload.progress(Math.ceil(upload.total * 0.4)));
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(screen.getByRole("status").textContent).toBe("CV upload: 25% sent.");

    answer.resolve(uploaded(sentTo(f.requests, "POST /api/upload/cv")[0]) as Response);
    await waitFor(() => expect(f.onDone).toHaveBeenCalled());
    expect(sentTo(f.requests, "POST /api/candidate/profile")[0].body).toMatchObject({ cvFilePath: CV_PATH, location: "Durban", skills: ["SQL"] });
  });

  it("cancels: nothing is saved, it says so, and the form and the chosen CV stay", async () => {
    const answer = deferred();
    const f = await startUpload({ "POST /api/upload/cv": () => answer.reply });
    await screen.findByRole("progressbar", { name: "CV upload" });
    await f.user.click(screen.getByRole("button", { name: "Cancel cv upload" }));

    expect((await screen.findByRole("status")).textContent).toBe(
      "Upload cancelled. Nothing was saved: your details are still here, so submit again when you are ready.",
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(f.requests.map((r) => `${r.method} ${r.url}`)).toEqual(["POST /api/upload/cv"]);
    expect(f.onDone).not.toHaveBeenCalled();
    expect(f.field("Full Name").value).toBe("Thandi Nkosi");
    expect(f.field("Location").value).toBe("Durban");
    expect(f.addedSkills()).toEqual(["SQL"]);
    expect(descriptionOf(f.cv())).toBe("Selected: thandi-cv.pdf (4.0 MB)");
    expect(screen.getByRole("button", { name: "Submit Profile" }).hasAttribute("disabled")).toBe(false);
    answer.resolve(json(201, {}));
  });

  it("says in words when the connection drops, and keeps the CV chosen for the next try", async () => {
    const answer = deferred();
    const f = await startUpload({ "POST /api/upload/cv": () => answer.reply, "POST /api/candidate/profile": profileSaved });
    await screen.findByRole("progressbar", { name: "CV upload" });
    act(() => lastUpload().fail());

    expect((await findToast()).description).toBe(
      "Your profile was saved, but your CV was not uploaded: The connection was lost before the file was sent. Please check your connection and try again. Please upload your CV again.",
    );
    expect(screen.getByRole("alert").textContent).toContain("The connection was lost before the file was sent.");
    expect(descriptionOf(f.cv())).toBe("Selected: thandi-cv.pdf (4.0 MB)");
    expect(f.field("Location").value).toBe("Durban");
    answer.resolve(json(201, {}));
  });

  it("passes on the server's reason for refusing the file (400 not a PDF)", async () => {
    const f = await startUpload({
      "POST /api/upload/cv": apiError(400, "bad_request", "Please upload a PDF file for your CV.", [{ path: "cv", message: "Please upload a PDF file for your CV." }]),
      "POST /api/candidate/profile": profileSaved,
    });
    expect((await findToast()).description).toBe("Your profile was saved, but your CV was not uploaded: Please upload a PDF file for your CV. Please upload your CV again.");
    expect(f.field("Full Name").value).toBe("Thandi Nkosi");
    expect(f.addedSkills()).toEqual(["SQL"]);
  });
});
