// The admin's change of an engagement's terms: rate, weekly hours, end date. Saving makes a new version
// that both parties accept again; an active engagement waits for them (PRODUCT.md "Engagements").
import { useId, useState, type FormEvent } from "react";
import { changeTermsSchema, type EngagementDetail } from "@shared/contracts/engagements";
import { dollarsInput, parseDollars } from "@shared/money";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { useChangeTerms } from "../api/change-terms";

export function ChangeTermsForm({ engagement: e }: { engagement: EngagementDetail }) {
  const id = useId();
  const change = useChangeTerms();
  const [rate, setRate] = useState(dollarsInput(e.hourlyRateCents));
  const [weeklyHours, setWeeklyHours] = useState(String(e.weeklyHours));
  const [endDate, setEndDate] = useState(e.endDate);
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (e.status === "ended") return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = parseDollars(rate);
    if (cents === null) {
      setErrors({ hourlyRateCents: "Enter the rate in US dollars, such as 85 or 85.50" });
      return;
    }
    const body = {
      ...(cents !== e.hourlyRateCents ? { hourlyRateCents: cents } : {}),
      ...(Number(weeklyHours) !== e.weeklyHours ? { weeklyHours: Number(weeklyHours) } : {}),
      ...(endDate !== e.endDate ? { endDate } : {}),
    };
    const parsed = changeTermsSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "hourlyRateCents"), i.message])));
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync({ id: e.id, ...body });
      toast({ title: "Terms changed", description: "Both parties have been asked to accept the new terms." });
    } catch (err) {
      setErrors(fieldErrors(err));
      toast({ variant: "destructive", title: "Could not change the terms", description: errorMessage(err, "Please try again.") });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-border p-5 sm:p-6">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Change the terms
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">A change makes version {e.termsVersion + 1} of the terms: both parties accept it again before more hours are recorded.</p>
      <form className="mt-4 grid gap-4 sm:grid-cols-3" onSubmit={(event) => void submit(event)} noValidate>
        <FormField label="Hourly rate (USD)" error={errors.hourlyRateCents}>
          <Input inputMode="decimal" value={rate} onChange={(event) => setRate(event.target.value)} />
        </FormField>
        <FormField label="Hours a week" error={errors.weeklyHours}>
          <Input type="number" min={1} max={60} step={1} value={weeklyHours} onChange={(event) => setWeeklyHours(event.target.value)} />
        </FormField>
        <FormField label="End date" error={errors.endDate}>
          <Input type="date" min={e.startDate} value={endDate} onChange={(event) => setEndDate(event.target.value)} />
        </FormField>
        <div className="sm:col-span-3">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending && <Spinner className="h-4 w-4" />}
            Save new terms
          </Button>
        </div>
      </form>
    </section>
  );
}
