// A list of short values (skills) as removable chips, with a text input that suggests more: Enter or
// a comma adds what was typed, picking a suggestion adds it, Backspace in the empty input removes
// the last chip. Duplicates (any case) are ignored. The caller supplies the suggestions for `query`.
import { forwardRef, useState, type InputHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { CloseIcon } from "./icons";
import { Combobox, type ComboboxOption } from "./combobox";

export interface ChipInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "onSelect"> {
  values: readonly string[];
  onValuesChange: (values: string[]) => void;
  /** The text being typed, for the caller to fetch suggestions with. */
  query: string;
  onQueryChange: (text: string) => void;
  suggestions: readonly ComboboxOption[];
  loading?: boolean;
  /** Accessible name of the chips, e.g. "Must-have skills chosen". */
  chipsLabel: string;
  listLabel: string;
  /** At most this many chips. */
  max?: number;
  /** The chips' colour. */
  tone?: "accent" | "neutral";
}

export const ChipInput = forwardRef<HTMLInputElement, ChipInputProps>(function ChipInput(
  { values, onValuesChange, query, onQueryChange, suggestions, loading, chipsLabel, listLabel, max, tone = "accent", className, placeholder, ...props },
  ref,
) {
  const [note, setNote] = useState("");
  const full = max !== undefined && values.length >= max;

  const add = (raw: string) => {
    const value = raw.trim().replace(/,+$/, "").trim();
    onQueryChange("");
    if (!value) return;
    if (values.some((v) => v.toLowerCase() === value.toLowerCase())) {
      setNote(`${value} is already in the list.`);
      return;
    }
    if (full) {
      setNote(`At most ${max} skills.`);
      return;
    }
    setNote(`${value} added.`);
    onValuesChange([...values, value]);
  };

  const remove = (value: string) => {
    setNote(`${value} removed.`);
    onValuesChange(values.filter((v) => v !== value));
  };

  const taken = new Set(values.map((v) => v.toLowerCase()));
  const options = suggestions.filter((s) => !taken.has(s.value.toLowerCase()));

  return (
    <div className={cn("flex flex-col gap-2", className)}>
      {values.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={chipsLabel}>
          {values.map((value) => (
            <li
              key={value}
              className={cn(
                "inline-flex items-center gap-1 rounded-full py-0.5 pl-2.5 pr-1 text-xs font-medium",
                tone === "accent" ? "bg-teal-50 text-teal-900 ring-1 ring-inset ring-teal-200" : "bg-slate-100 text-slate-800 ring-1 ring-inset ring-slate-200",
              )}
            >
              {value}
              <button
                type="button"
                className="inline-flex h-5 w-5 items-center justify-center rounded-full hover:bg-black/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove ${value}`}
                onClick={() => remove(value)}
              >
                <CloseIcon className="h-3 w-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Combobox
        ref={ref}
        value={query}
        onValueChange={(text) => {
          if (text.endsWith(",")) add(text);
          else onQueryChange(text);
        }}
        options={options}
        onOptionSelect={add}
        onEnterText={add}
        listLabel={listLabel}
        loading={loading}
        placeholder={full ? `At most ${max}` : placeholder}
        onKeyDown={(e) => {
          if (e.key === "Backspace" && query === "" && values.length > 0) {
            e.preventDefault();
            remove(values[values.length - 1]);
          }
        }}
        {...props}
      />
      <p className="sr-only" role="status" aria-live="polite">
        {note}
      </p>
    </div>
  );
});
