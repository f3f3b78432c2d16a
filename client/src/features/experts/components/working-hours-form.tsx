// The expert's working hours (PRODUCT.md "Beyond SPEC"): their time zone and working day, saved with
// PUT /api/experts/profile, and a preview of that day in the zones most clients work in.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, useWatch, type Control } from "react-hook-form";
import { EXPERT_MESSAGES, type Expert } from "@shared/contracts/experts";
import { WorkingDayFields } from "@/components/forms/working-day-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/icons";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { zoneCity } from "@/lib/time-zones";
import { dayInZone, shiftedLabel, todayIn } from "@/lib/working-hours";
import { workingHoursSchema, type WorkingHoursInput, type WorkingHoursValues } from "@/lib/working-hours-schema";
import { useUpdateExpertProfile } from "../api/update-expert-profile";

/** Where most clients work (SPEC.md section 1: US East Coast and UK/EU hours). */
export const PREVIEW_ZONES = ["Europe/London", "America/New_York"] as const;

export interface WorkingHoursFormProps {
  expert: Expert;
  headingLevel?: "h2" | "h3";
  className?: string;
}

export function WorkingHoursForm({ expert, headingLevel = "h2", className }: WorkingHoursFormProps) {
  const id = useId();
  const update = useUpdateExpertProfile();
  const form = useForm<WorkingHoursInput, unknown, WorkingHoursValues>({
    resolver: zodResolver(workingHoursSchema),
    defaultValues: { timeZone: expert.timeZone, workStart: expert.workStart, workEnd: expert.workEnd },
  });

  const timeZone = useWatch({ control: form.control, name: "timeZone" }) ?? "";

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => toast({ title: "Working hours saved", description: "Clients now see how your day meets theirs." }),
      (err: unknown) => {
        for (const [path, message] of Object.entries(fieldErrors(err))) {
          if (path === "timeZone" || path === "workStart" || path === "workEnd") form.setError(path, { message });
        }
        toast({ title: EXPERT_MESSAGES.profileUpdateFailed.title, description: errorMessage(err, EXPERT_MESSAGES.profileUpdateFailed.description), variant: "destructive" });
      },
    ),
  );

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as={headingLevel} id={`${id}-title`}>
          Working hours
        </CardTitle>
        <CardDescription>Your time zone and working day. Clients are matched on the hours they share with you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <WorkingDayFields
              idBase={id}
              register={form.register}
              errors={form.formState.errors}
              timeZone={timeZone}
              onTimeZoneChange={(zone) => form.setValue("timeZone", zone, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
            />
          </div>
          <DayPreview control={form.control} />
          <Button type="submit" variant="accent" className="self-start" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting && <Spinner />}
            {form.formState.isSubmitting ? "Saving..." : "Save working hours"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** "Your day in New York time: 02:00–11:00", today, for each preview zone; nothing while the fields are not valid. */
function DayPreview({ control }: { control: Control<WorkingHoursInput, unknown, WorkingHoursValues> }) {
  const [timeZone, workStart, workEnd] = useWatch({ control, name: ["timeZone", "workStart", "workEnd"] });
  const parsed = workingHoursSchema.safeParse({ timeZone, workStart, workEnd });
  if (!parsed.success) return null;
  const hours = parsed.data;
  const today = todayIn(hours.timeZone);
  const zones = PREVIEW_ZONES.filter((zone) => zone !== hours.timeZone);
  if (zones.length === 0) return null;
  return (
    <ul aria-label="Your day in clients' time zones" className="flex flex-col gap-1 rounded-md bg-muted px-4 py-3 text-sm">
      {zones.map((zone) => {
        const day = dayInZone(hours, zone, today);
        return (
          <li key={zone}>
            Your day in {zoneCity(zone)} time:{" "}
            <span className="font-semibold tabular-nums">
              {shiftedLabel(day.start)}–{shiftedLabel(day.end)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
