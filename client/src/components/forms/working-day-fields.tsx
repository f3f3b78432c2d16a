// A working day's fields: the time zone (searchable) and the start and end as 24-hour HH:MM clock
// times. They register with the surrounding react-hook-form (FormProvider), whose schema checks
// them (lib/working-hours-schema.ts or a contract that includes its rules).
import { Controller, useFormContext } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { TimeZoneSelect } from "@/components/ui/time-zone-select";

interface WorkingDayFieldValues {
  timeZone: string;
  workStart: string;
  workEnd: string;
}

export function WorkingDayFields({ idBase }: { idBase: string }) {
  const { control, register, formState } = useFormContext<WorkingDayFieldValues>();
  const { errors } = formState;
  return (
    <>
      <Controller
        control={control}
        name="timeZone"
        render={({ field, fieldState }) => (
          <FormField label="Time zone" id={`${idBase}-zone`} error={fieldState.error?.message} className="sm:col-span-2" required>
            <TimeZoneSelect name={field.name} ref={field.ref} value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur} />
          </FormField>
        )}
      />
      <FormField label="Work start" id={`${idBase}-start`} error={errors.workStart?.message} hint="24-hour clock, HH:MM" required>
        <Input inputMode="numeric" placeholder="09:00" maxLength={5} autoComplete="off" {...register("workStart")} />
      </FormField>
      <FormField label="Work end" id={`${idBase}-end`} error={errors.workEnd?.message} hint="24-hour clock, HH:MM" required>
        <Input inputMode="numeric" placeholder="17:00" maxLength={5} autoComplete="off" {...register("workEnd")} />
      </FormField>
    </>
  );
}
