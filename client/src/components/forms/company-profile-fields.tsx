// The company information and project preference fields of a client profile (SPEC.md
// "/register/client", section 5's option lists), shared by the sign-up form and the client
// dashboard's company section. They register with the surrounding react-hook-form (FormProvider).
import { useFormContext } from "react-hook-form";
import { BUDGET_RANGES, COMPANY_SIZES, INDUSTRIES, PROJECT_DURATIONS, TEAM_SIZES, URGENCIES } from "@shared/constants";
import type { ClientProfileInput } from "@shared/contracts/client-profiles";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

type CompanyFields = Pick<ClientProfileInput, "companyName" | "companySize" | "industry" | "companyLocation" | "website">;
type PreferenceFields = Pick<ClientProfileInput, "typicalProjectDuration" | "preferredTeamSize" | "budgetRange" | "urgency">;

export function CompanyInformationFields() {
  const { register, formState } = useFormContext<CompanyFields>();
  const { errors } = formState;
  return (
    <>
      <FormField label="Company Name" error={errors.companyName?.message}>
        <Input autoComplete="organization" {...register("companyName")} />
      </FormField>
      <FormField label="Company Size" error={errors.companySize?.message}>
        <Select placeholder="Select company size" options={COMPANY_SIZES.map((s) => ({ value: s, label: `${s} employees` }))} {...register("companySize")} />
      </FormField>
      <FormField label="Industry" error={errors.industry?.message}>
        <Select placeholder="Select industry" options={INDUSTRIES} {...register("industry")} />
      </FormField>
      <FormField label="Company Location" error={errors.companyLocation?.message}>
        <Input placeholder="e.g. London, UK" {...register("companyLocation")} />
      </FormField>
      <FormField label="Website" error={errors.website?.message} className="sm:col-span-2">
        <Input type="url" inputMode="url" placeholder="https://yourcompany.com" {...register("website")} />
      </FormField>
    </>
  );
}

export function ProjectPreferenceFields() {
  const { register, formState } = useFormContext<PreferenceFields>();
  const { errors } = formState;
  return (
    <>
      <FormField label="Typical Project Duration" error={errors.typicalProjectDuration?.message}>
        <Select placeholder="Select duration" options={PROJECT_DURATIONS} {...register("typicalProjectDuration")} />
      </FormField>
      <FormField label="Preferred Team Size" error={errors.preferredTeamSize?.message}>
        <Select placeholder="Select team size" options={TEAM_SIZES} {...register("preferredTeamSize")} />
      </FormField>
      <FormField label="Budget Range" error={errors.budgetRange?.message}>
        <Select placeholder="Select budget" options={BUDGET_RANGES} {...register("budgetRange")} />
      </FormField>
      <FormField label="Urgency" error={errors.urgency?.message}>
        <Select placeholder="Select urgency" options={URGENCIES} {...register("urgency")} />
      </FormField>
    </>
  );
}
