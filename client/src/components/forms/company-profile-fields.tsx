// The company information and project preference fields of a client profile (SPEC.md
// "/register/client", section 5's option lists), shared by the sign-up form and the client
// dashboard's company section. The surrounding react-hook-form hands in its `register` and errors.
import type { UseFormRegisterReturn } from "react-hook-form";
import { BUDGET_RANGES, COMPANY_SIZES, INDUSTRIES, PROJECT_DURATIONS, TEAM_SIZES, URGENCIES } from "@shared/constants";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

type CompanyField = "companyName" | "companySize" | "industry" | "companyLocation" | "website";
type PreferenceField = "typicalProjectDuration" | "preferredTeamSize" | "budgetRange" | "urgency";

interface FieldsProps<K extends string> {
  register: (name: K) => UseFormRegisterReturn;
  errors: Partial<Record<K, { message?: string }>>;
}

export function CompanyInformationFields({ register, errors }: FieldsProps<CompanyField>) {
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

export function ProjectPreferenceFields({ register, errors }: FieldsProps<PreferenceField>) {
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
