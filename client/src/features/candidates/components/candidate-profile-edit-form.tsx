// The edit form of /candidate/profile (SPEC.md sections 5 and 8): bio, comma-separated skills and
// the four project types; saves with PUT and says 'Profile updated' or 'Update failed'.
import { useForm } from "react-hook-form";
import { CANDIDATE_AVAILABILITY, PROFILE_PROJECT_TYPES, SALARY_STEP, YEARS_EXPERIENCE_MAX } from "@shared/constants";
import { TALENT_ROLES, splitSkills, type CandidateProfile, type CandidateProfileUpdateInput } from "@shared/contracts/candidates";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { useUpdateCandidateProfile } from "../api/update-candidate-profile";

interface FormValues {
  name: string;
  role: string;
  yearsExperience: string;
  bio: string;
  skills: string;
  phone: string;
  location: string;
  linkedinProfileUrl: string;
  portfolioUrl: string;
  availability: string;
  expectedSalary: string;
  preferredProjectType: string;
}

const text = (v: string | number | null) => (v === null ? "" : String(v));

function toFormValues(p: CandidateProfile): FormValues {
  return {
    name: p.name,
    role: p.role,
    yearsExperience: text(p.yearsExperience),
    bio: text(p.bio),
    skills: p.skills.join(", "),
    phone: text(p.phone),
    location: text(p.location),
    linkedinProfileUrl: text(p.linkedinProfileUrl),
    portfolioUrl: text(p.portfolioUrl),
    availability: text(p.availability),
    expectedSalary: text(p.expectedSalary),
    preferredProjectType: text(p.preferredProjectType),
  };
}

export function CandidateProfileEditForm({ profile, onDone }: { profile: CandidateProfile; onDone: () => void }) {
  const form = useForm<FormValues>({ defaultValues: toFormValues(profile) });
  const { errors, isSubmitting } = form.formState;
  const update = useUpdateCandidateProfile();

  const onSubmit = form.handleSubmit(async (values) => {
    let invalid = false;
    if (!values.name.trim()) {
      form.setError("name", { message: "Name is required" });
      invalid = true;
    }
    const years = values.yearsExperience.trim();
    if (years && !(Number.isInteger(Number(years)) && Number(years) >= 0 && Number(years) <= YEARS_EXPERIENCE_MAX)) {
      form.setError("yearsExperience", { message: `Years of experience must be between 0 and ${YEARS_EXPERIENCE_MAX}` });
      invalid = true;
    }
    const salary = values.expectedSalary.trim();
    if (salary && !(Number(salary) >= 0 && Number(salary) % SALARY_STEP === 0)) {
      form.setError("expectedSalary", { message: "Expected salary must be 0 or more, in steps of 1,000" });
      invalid = true;
    }
    if (invalid) {
      toast({ title: "Update failed", description: "Please correct the highlighted fields.", variant: "destructive" });
      return;
    }
    const input = { ...values, skills: splitSkills(values.skills) } as CandidateProfileUpdateInput;
    try {
      await update.mutateAsync(input);
      toast({ title: "Profile updated", description: "Your profile has been saved." });
      onDone();
    } catch (err) {
      for (const [path, message] of Object.entries(fieldErrors(err))) {
        if (path in values) form.setError(path as keyof FormValues, { message });
      }
      toast({ title: "Update failed", description: errorMessage(err, "Failed to update profile"), variant: "destructive" });
    }
  });

  const roles = TALENT_ROLES.includes(profile.role) ? TALENT_ROLES : [profile.role, ...TALENT_ROLES];
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Edit profile">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Full Name" error={errors.name?.message} required>
          <Input autoComplete="name" {...form.register("name")} />
        </FormField>
        <FormField label="Role" error={errors.role?.message} required>
          <Select options={roles} {...form.register("role")} />
        </FormField>
        <FormField label="Years of Experience" error={errors.yearsExperience?.message}>
          <Input type="number" inputMode="numeric" min={0} max={YEARS_EXPERIENCE_MAX} {...form.register("yearsExperience")} />
        </FormField>
        <FormField label="Expected Salary (ZAR per month)" error={errors.expectedSalary?.message}>
          <Input type="number" inputMode="numeric" min={0} step={SALARY_STEP} {...form.register("expectedSalary")} />
        </FormField>
        <FormField label="Bio" error={errors.bio?.message} className="sm:col-span-2">
          <Textarea rows={5} {...form.register("bio")} />
        </FormField>
        <FormField label="Skills" error={errors.skills?.message} hint="Separate skills with commas, e.g. Python, SQL, Airflow" className="sm:col-span-2">
          <Input {...form.register("skills")} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register("phone")} />
        </FormField>
        <FormField label="Location" error={errors.location?.message}>
          <Input {...form.register("location")} />
        </FormField>
        <FormField label="LinkedIn Profile URL" error={errors.linkedinProfileUrl?.message}>
          <Input type="url" inputMode="url" {...form.register("linkedinProfileUrl")} />
        </FormField>
        <FormField label="Portfolio URL" error={errors.portfolioUrl?.message}>
          <Input type="url" inputMode="url" {...form.register("portfolioUrl")} />
        </FormField>
        <FormField label="Availability" error={errors.availability?.message}>
          <Select placeholder="Select availability" options={CANDIDATE_AVAILABILITY} {...form.register("availability")} />
        </FormField>
        <FormField label="Preferred Project Type" error={errors.preferredProjectType?.message}>
          <Select placeholder="Select project type" options={PROFILE_PROJECT_TYPES} {...form.register("preferredProjectType")} />
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
