// A searchable choice of IANA time zone: type part of a city or region ("new york", "johann") and
// pick it from the list, each with its current offset from UTC. The value is the text as typed until
// a zone is picked, so a form's schema says when it is not a zone.
import { forwardRef, useMemo, type InputHTMLAttributes } from "react";
import { searchTimeZones, utcOffsetLabel } from "@/lib/time-zones";
import { Combobox } from "./combobox";

export interface TimeZoneSelectProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "onSelect"> {
  value: string;
  onChange: (zone: string) => void;
}

export const TimeZoneSelect = forwardRef<HTMLInputElement, TimeZoneSelectProps>(function TimeZoneSelect({ value, onChange, ...props }, ref) {
  const options = useMemo(() => {
    const now = new Date();
    return searchTimeZones(value, 40).map((zone) => ({ value: zone, hint: utcOffsetLabel(zone, now) }));
  }, [value]);
  return (
    <Combobox
      ref={ref}
      value={value}
      onValueChange={onChange}
      options={options}
      onOptionSelect={onChange}
      listLabel="Time zones"
      emptyText="No time zone matches"
      placeholder="Search, e.g. New York"
      spellCheck={false}
      autoCapitalize="none"
      {...props}
    />
  );
});
