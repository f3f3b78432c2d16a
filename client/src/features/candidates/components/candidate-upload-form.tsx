// The /candidate/upload form (SPEC.md "/candidate/upload", sections 5 and 8): upload the CV, then
// save the profile. The upload shows its progress and can be cancelled (then nothing is saved); a
// failed CV upload still saves the profile, and the user is told why and to upload again.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CANDIDATE_AVAILABILITY, CANDIDATE_ROLES, MESSAGES, SALARY_STEP, UPLOAD_PROJECT_TYPES, YEARS_EXPERIENCE_MAX } from "@shared/constants";
import { candidateProfileSchema, type CandidateProfile, type CandidateProfileInput } from "@shared/contracts/candidates";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { UploadProgress } from "@/components/ui/upload-progress";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors, isAbortError, isNetworkError, uploadErrorMessage } from "@/lib/api-client";
import { useUpload } from "@/lib/use-upload";
import { useSaveCandidateProfile } from "../api/save-candidate-profile";
import { useUploadCv } from "../api/upload-cv";
import { checkCvFile, formatFileSize } from "../lib/cv-file";
import { SkillsInput } from "./skills-input";

interface FormValues {
  name: string;
  role: string;
  yearsExperience: string;
  linkedinProfileUrl: string;
  phone: string;
  location: string;
  availability: string;
  expectedSalary: string;
  portfolioUrl: string;
  preferredProjectType: string;
}

type FieldName = keyof FormValues | "skills" | "cvFilePath";

const defaults: FormValues = {
  name: "",
  role: "",
  yearsExperience: "",
  linkedinProfileUrl: "",
  phone: "",
  location: "",
  availability: "",
  expectedSalary: "",
  portfolioUrl: "",
  preferredProjectType: "",
};

export const UPLOAD_FAILED_TITLE = "Upload failed";
export const UPLOAD_FAILED_DEFAULT = "Failed to upload profile. Please try again.";
export const NOT_LOGGED_IN = "Please log in to upload your profile.";
export const UPLOAD_CANCELLED = "Upload cancelled. Nothing was saved: your details are still here, so submit again when you are ready.";

export interface CandidateUploadFormProps {
  /** False for visitors: submitting sends them to sign in. */
  signedIn: boolean;
  onNeedLogin: () => void;
  /** Called after the profile (and its CV) are saved. */
  onDone: () => void;
  defaultName?: string;
  /** The profile already saved, if any: the form starts from it so saving again loses nothing. */
  existing?: CandidateProfile | null;
}

const text = (v: string | number | null) => (v === null ? "" : String(v));

function initialValues(existing: CandidateProfile | null | undefined, defaultName: string): FormValues {
  if (!existing) return { ...defaults, name: defaultName };
  return {
    name: existing.name,
    role: existing.role,
    yearsExperience: text(existing.yearsExperience),
    linkedinProfileUrl: text(existing.linkedinProfileUrl),
    phone: text(existing.phone),
    location: text(existing.location),
    availability: text(existing.availability),
    expectedSalary: text(existing.expectedSalary),
    portfolioUrl: text(existing.portfolioUrl),
    preferredProjectType: text(existing.preferredProjectType),
  };
}

export function CandidateUploadForm({ signedIn, onNeedLogin, onDone, defaultName = "", existing }: CandidateUploadFormProps) {
  const form = useForm<FormValues>({ defaultValues: initialValues(existing, defaultName) });
  const { errors, isSubmitting } = form.formState;
  const [skills, setSkills] = useState<string[]>(existing?.skills ?? []);
  const [cvFile, setCvFile] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  /** Set when the profile was saved but its CV was not: shown until a CV goes through. */
  const [cvUploadFailed, setCvUploadFailed] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const upload = useUpload();
  /** Changing the key re-creates the file input, which clears it. */
  const [fileInputKey, setFileInputKey] = useState(0);
  const uploadCv = useUploadCv();
  const saveProfile = useSaveCandidateProfile();

  const clearFile = () => {
    setCvFile(null);
    setFileInputKey((k) => k + 1);
  };

  const onFileChange = async (file: File | undefined) => {
    setCvError(null);
    setCancelled(false);
    if (!file) return setCvFile(null);
    const problem = await checkCvFile(file);
    if (problem) {
      clearFile();
      setCvError(problem.description);
      toast({ ...problem, variant: "destructive" });
      return;
    }
    setCvFile(file);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!signedIn) {
      toast({ title: "Please log in", description: NOT_LOGGED_IN, variant: "destructive" });
      onNeedLogin();
      return;
    }
    if (!values.name.trim() || !values.role.trim()) {
      if (!values.name.trim()) form.setError("name", { message: "Name is required" });
      if (!values.role.trim()) form.setError("role", { message: "Role is required" });
      toast({ ...MESSAGES.missingCandidateFields, variant: "destructive" });
      return;
    }
    // The selects only offer listed values; the shared schema (and the server) check them anyway.
    const payload = { ...values, skills, cvFilePath: "" } as CandidateProfileInput;
    const checked = candidateProfileSchema.safeParse(payload);
    const problems: [FieldName, string][] = checked.success ? [] : checked.error.issues.map((i) => [String(i.path[0]) as FieldName, i.message]);
    if (values.expectedSalary.trim() && Number(values.expectedSalary) % SALARY_STEP !== 0) {
      problems.push(["expectedSalary", `Expected salary must be in steps of ${SALARY_STEP.toLocaleString("en-US")}`]);
    }
    if (problems.length) {
      for (const [path, message] of problems) if (path in defaults) form.setError(path as keyof FormValues, { message });
      toast({ title: UPLOAD_FAILED_TITLE, description: problems[0][1], variant: "destructive" });
      return;
    }

    let cvFilePath = "";
    let cvFailure: string | null = null;
    let keepFile = false;
    setCancelled(false);
    if (cvFile) {
      try {
        cvFilePath = (await uploadCv.mutateAsync({ file: cvFile, ...upload.begin(cvFile.size) })).filePath;
      } catch (err) {
        if (isAbortError(err)) {
          // The user stopped it: save nothing, keep the form and the chosen file as they are.
          setCancelled(true);
          return;
        }
        cvFailure = uploadErrorMessage(err, "The CV could not be uploaded.");
        // A lost connection says nothing against the file: keep it chosen for the next try.
        keepFile = isNetworkError(err);
      } finally {
        upload.end();
      }
    }

    try {
      await saveProfile.mutateAsync({ ...payload, cvFilePath });
    } catch (err) {
      for (const [path, message] of Object.entries(fieldErrors(err))) if (path in defaults) form.setError(path as keyof FormValues, { message });
      toast({ title: UPLOAD_FAILED_TITLE, description: errorMessage(err, UPLOAD_FAILED_DEFAULT), variant: "destructive" });
      return;
    }

    if (cvFailure) {
      // Never silent: the profile is in, the CV is not, and the user can try again right here.
      if (!keepFile) clearFile();
      setCvUploadFailed(cvFailure);
      toast({
        title: "CV not uploaded",
        description: `Your profile was saved, but your CV was not uploaded: ${cvFailure} Please upload your CV again.`,
        variant: "destructive",
      });
      return;
    }
    setCvUploadFailed(null);
    toast({ title: "Profile uploaded", description: "Thank you! Your profile has been saved." });
    onDone();
  });

  const busy = isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      {cvUploadFailed && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">Your profile was saved, but your CV still needs to be uploaded.</p>
          <p className="mt-1">{cvUploadFailed} Choose your PDF again below and submit, or use 'Update CV' on your profile.</p>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Full Name" error={errors.name?.message} required>
          <Input autoComplete="name" {...form.register("name")} />
        </FormField>
        <FormField label="Role" error={errors.role?.message} required>
          <Select placeholder="Select your role" options={CANDIDATE_ROLES} {...form.register("role")} />
        </FormField>
        <FormField label="Years of Experience" error={errors.yearsExperience?.message} hint={`0 to ${YEARS_EXPERIENCE_MAX}`}>
          <Input type="number" inputMode="numeric" min={0} max={YEARS_EXPERIENCE_MAX} step={1} {...form.register("yearsExperience")} />
        </FormField>
        <FormField label="Expected Salary (ZAR per month)" error={errors.expectedSalary?.message} hint="In steps of 1,000">
          <Input type="number" inputMode="numeric" min={0} step={SALARY_STEP} {...form.register("expectedSalary")} />
        </FormField>

        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label htmlFor="cv-file" className="text-sm font-medium leading-none">
            CV (PDF, max 5 MB)
          </label>
          <input
            key={fileInputKey}
            id="cv-file"
            name="cv"
            type="file"
            accept="application/pdf,.pdf"
            aria-describedby={cvError ? "cv-file-error" : "cv-file-hint"}
            aria-invalid={cvError ? true : undefined}
            onChange={(e) => void onFileChange(e.target.files?.[0])}
            className="block w-full rounded-md border border-input bg-background text-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-secondary file:px-4 file:py-2.5 file:font-semibold file:text-secondary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          {upload.progress && <UploadProgress label="CV upload" progress={upload.progress} onCancel={upload.cancel} />}
          {cancelled && !upload.progress && (
            <p role="status" className="text-sm font-medium">
              {UPLOAD_CANCELLED}
            </p>
          )}
          {cvError ? (
            <p id="cv-file-error" className="text-sm font-medium text-destructive">
              {cvError}
            </p>
          ) : (
            <p id="cv-file-hint" className="text-xs text-muted-foreground">
              {cvFile
                ? `Selected: ${cvFile.name} (${formatFileSize(cvFile.size)})`
                : existing?.cvFilePath
                  ? `On file: ${existing.cvFileName ?? "your CV"}. Choose a PDF only to replace it (max 5 MB).`
                  : "Only PDF files up to 5 MB."}
            </p>
          )}
        </div>

        <FormField label="LinkedIn Profile URL" error={errors.linkedinProfileUrl?.message}>
          <Input type="url" inputMode="url" placeholder="https://www.linkedin.com/in/you" {...form.register("linkedinProfileUrl")} />
        </FormField>
        <FormField label="Portfolio URL" error={errors.portfolioUrl?.message}>
          <Input type="url" inputMode="url" placeholder="https://your-portfolio.example" {...form.register("portfolioUrl")} />
        </FormField>

        <div className="sm:col-span-2">
          <SkillsInput value={skills} onChange={setSkills} />
        </div>

        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register("phone")} />
        </FormField>
        <FormField label="Location" error={errors.location?.message}>
          <Input placeholder="e.g. Cape Town, South Africa" {...form.register("location")} />
        </FormField>
        <FormField label="Availability" error={errors.availability?.message}>
          <Select placeholder="Select availability" options={CANDIDATE_AVAILABILITY} {...form.register("availability")} />
        </FormField>
        <FormField label="Preferred Project Type" error={errors.preferredProjectType?.message}>
          <Select placeholder="Select project type" options={UPLOAD_PROJECT_TYPES} {...form.register("preferredProjectType")} />
        </FormField>
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy && <Spinner />}
        {busy ? "Uploading..." : "Submit Profile"}
      </Button>
    </form>
  );
}
