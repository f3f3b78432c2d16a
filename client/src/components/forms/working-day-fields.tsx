// A working day's fields: the time zone (searchable) and the start and end as 24-hour HH:MM clock
// times. The surrounding react-hook-form hands in its registrations, errors and the zone (a picked
// zone is set with setValue); its schema checks them (lib/working-hours-schema.ts or a contract that
// includes its rules).
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { TimeZoneSelect } from "@/components/ui/time-zone-select";

type DayField = "timeZone" | "workStart" | "workEnd";

export interface WorkingDayFieldsProps {
  idBase: string;
  register: (name: "workStart" | "workEnd") => UseFormRegisterReturn;
  errors: Partial<Record<DayField, { message?: string }>>;
  timeZone: string;
  onTimeZoneChange: (zone: string) => void;
}

export function WorkingDayFields({ idBase, register, errors, timeZone, onTimeZoneChange }: WorkingDayFieldsProps) {
  return (
    <>
      <FormField label="Time zone" id={`${idBase}-zone`} error={errors.timeZone?.message} className="sm:col-span-2" required>
        <TimeZoneSelect name="timeZone" value={timeZone} onChange={onTimeZoneChange} />
      </FormField>
      <FormField label="Work start" id={`${idBase}-start`} error={errors.workStart?.message} hint="24-hour clock, HH:MM" required>
        <Input inputMode="numeric" placeholder="09:00" maxLength={5} autoComplete="off" {...register("workStart")} />
      </FormField>
      <FormField label="Work end" id={`${idBase}-end`} error={errors.workEnd?.message} hint="24-hour clock, HH:MM" required>
        <Input inputMode="numeric" placeholder="17:00" maxLength={5} autoComplete="off" {...register("workEnd")} />
      </FormField>
    </>
  );
}
