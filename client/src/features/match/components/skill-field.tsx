// A list of skills with suggestions from GET /api/skills as the client types (most common first).
import { forwardRef, useState, type InputHTMLAttributes } from "react";
import { ChipInput } from "@/components/ui/chip-input";
import { useSkillSuggestions } from "../api/get-skill-suggestions";
import { useDebouncedValue } from "@/lib/use-debounced-value";

export interface SkillFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "onSelect"> {
  value: string[];
  onChange: (skills: string[]) => void;
  /** Skills not to suggest (those in the other list). */
  exclude?: readonly string[];
  /** e.g. "Must-have skills chosen". */
  chipsLabel: string;
  max: number;
  tone?: "accent" | "neutral";
}

export const SkillField = forwardRef<HTMLInputElement, SkillFieldProps>(function SkillField({ value, onChange, exclude = [], chipsLabel, max, tone, ...props }, ref) {
  const [query, setQuery] = useState("");
  const [focused, setFocused] = useState(false);
  const q = useDebouncedValue(query, 150);
  // Read when the field is in use: nothing is fetched for a form nobody has touched.
  const suggestions = useSkillSuggestions(q, { enabled: focused || q !== "" });
  return (
    <ChipInput
      ref={ref}
      values={value}
      onValuesChange={onChange}
      query={query}
      onQueryChange={setQuery}
      suggestions={(suggestions.data ?? [])
        .filter((s) => !exclude.some((e) => e.toLowerCase() === s.skill.toLowerCase()))
        .map((s) => ({ value: s.skill, hint: `${s.experts} ${s.experts === 1 ? "expert" : "experts"}` }))}
      loading={suggestions.isFetching && !suggestions.data}
      chipsLabel={chipsLabel}
      listLabel="Skill suggestions"
      max={max}
      tone={tone}
      placeholder="Type a skill, e.g. Python"
      onFocus={() => setFocused(true)}
      {...props}
    />
  );
});
