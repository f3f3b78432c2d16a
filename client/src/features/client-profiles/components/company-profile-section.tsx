// The client dashboard's "Company & working day": the company profile of the sign-up form (same
// fields, options and rules: the shared client-profile contract) and the client's time zone and
// working day, which the match form and the team plan start from. Saved with POST /api/client/profile.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { clientProfileSchema, type ClientProfile, type ClientProfileInput, type SavedClientProfile } from "@shared/contracts/client-profiles";
import { CompanyInformationFields, ProjectPreferenceFields } from "@/components/forms/company-profile-fields";
import { WorkingDayFields } from "@/components/forms/working-day-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { utcOffsetLabel } from "@/lib/time-zones";
import { useClientProfile } from "../api/get-client-profile";
import { useSaveClientProfile } from "../api/save-client-profile";
import { clientWorkingHours } from "../lib/client-hours";

export interface CompanyProfileSectionProps {
  headingLevel?: "h2" | "h3";
  /** False for a member whose role may not change the company's facts: the form leaves them out (they are sent as they are). */
  companyEditable?: boolean;
  className?: string;
}

export function CompanyProfileSection({ headingLevel = "h2", className, companyEditable = true }: CompanyProfileSectionProps) {
  const id = useId();
  const profile = useClientProfile();
  const [editing, setEditing] = useState(false);

  return (
    <Card className={className}>
      <div className="flex flex-wrap items-start justify-between gap-2 p-6">
        <div className="flex flex-col gap-1.5">
          <CardTitle as={headingLevel} id={`${id}-title`}>
            Company &amp; working day
          </CardTitle>
          <CardDescription>Your company and the hours you work. Matches and team plans start from them.</CardDescription>
        </div>
        {!editing && profile.isSuccess && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing(true)}
            aria-label={profile.data?.updatedAt ? "Edit your company and working day" : "Add details of your company and working day"}
          >
            {profile.data?.updatedAt ? "Edit" : "Add details"}
          </Button>
        )}
      </div>
      <CardContent>
        {profile.isPending ? (
          <Skeleton className="h-24" aria-label="Loading your company profile" />
        ) : profile.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(profile.error, "Could not load your company profile.")}
          </p>
        ) : editing ? (
          <CompanyProfileForm profile={profile.data} labelledBy={`${id}-title`} companyEditable={companyEditable} onDone={() => setEditing(false)} />
        ) : (
          <Summary profile={profile.data} />
        )}
      </CardContent>
    </Card>
  );
}

function Summary({ profile }: { profile: SavedClientProfile | null }) {
  const hours = clientWorkingHours(profile);
  const saved = profile !== null && profile.updatedAt !== null;
  const company = profile ? [profile.companyName, profile.industry, profile.companySize && `${profile.companySize} employees`, profile.companyLocation].filter(Boolean).join(" · ") : "";
  const offset = utcOffsetLabel(hours.timeZone);
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-muted-foreground">Company</dt>
      <dd>{company || "Not added yet"}</dd>
      <dt className="text-muted-foreground">Time zone</dt>
      <dd>
        {hours.timeZone}
        {offset && <span className="text-muted-foreground"> ({offset})</span>}
        {!saved && <span className="text-muted-foreground"> · from your browser</span>}
      </dd>
      <dt className="text-muted-foreground">Working day</dt>
      <dd className="tabular-nums">
        {hours.workStart}–{hours.workEnd}
      </dd>
    </dl>
  );
}

const blank = <T extends string>(v: T | null | undefined): T | "" => v ?? "";

function CompanyProfileForm({
  profile,
  labelledBy,
  companyEditable,
  onDone,
}: {
  profile: SavedClientProfile | null;
  labelledBy: string;
  companyEditable: boolean;
  onDone: () => void;
}) {
  const id = useId();
  const save = useSaveClientProfile();
  const hours = clientWorkingHours(profile);
  const form = useForm<ClientProfileInput, unknown, ClientProfile>({
    resolver: zodResolver(clientProfileSchema),
    defaultValues: {
      companyName: blank(profile?.companyName),
      companySize: blank(profile?.companySize),
      industry: blank(profile?.industry),
      companyLocation: blank(profile?.companyLocation),
      website: blank(profile?.website),
      typicalProjectDuration: blank(profile?.typicalProjectDuration),
      preferredTeamSize: blank(profile?.preferredTeamSize),
      budgetRange: blank(profile?.budgetRange),
      urgency: blank(profile?.urgency),
      ...hours,
    },
  });

  const { errors } = form.formState;
  const timeZone = useWatch({ control: form.control, name: "timeZone" }) ?? "";

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      () => {
        toast({ title: "Profile saved", description: "Your company and working day are up to date." });
        onDone();
      },
      (err: unknown) => {
        const known = form.getValues();
        for (const [path, message] of Object.entries(fieldErrors(err))) {
          if (path in known) form.setError(path as keyof ClientProfileInput, { message });
        }
        toast({ title: "Update failed", description: errorMessage(err, "Failed to update profile"), variant: "destructive" });
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} className="flex flex-col gap-6">
      {companyEditable ? (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-semibold">Company Information</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <CompanyInformationFields register={form.register} errors={errors} />
          </div>
        </fieldset>
      ) : (
        <p className="text-sm text-muted-foreground">Your company&apos;s details are changed by its owners; your project preferences and working day are your own.</p>
      )}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">Project Preferences</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <ProjectPreferenceFields register={form.register} errors={errors} />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">Working day</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <WorkingDayFields
              idBase={id}
              register={form.register}
              errors={errors}
              timeZone={timeZone}
              onTimeZoneChange={(zone) => form.setValue("timeZone", zone, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
            />
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="accent" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting && <Spinner />}
          {form.formState.isSubmitting ? "Saving..." : "Save"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
