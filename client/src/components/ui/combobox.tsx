// A text input with a list of suggestions (the WAI-ARIA combobox pattern): typing filters, the
// arrow keys move through the list, Enter picks, Escape closes. The caller supplies the options for
// the current text, so they may come from a list in memory or from the server.
import { forwardRef, useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { controlClasses } from "./input";

export interface ComboboxOption {
  value: string;
  /** What the list shows; the value when unset. */
  label?: ReactNode;
  /** A quieter note after the label (e.g. "12 experts", "GMT+2"). */
  hint?: string;
}

export interface ComboboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "onSelect"> {
  value: string;
  onValueChange: (text: string) => void;
  /** Suggestions for the current text. */
  options: readonly ComboboxOption[];
  /** An option was picked (click or Enter on it). */
  onOptionSelect: (value: string) => void;
  /** Enter with no option highlighted (e.g. add the text as typed). */
  onEnterText?: (text: string) => void;
  /** Accessible name of the list of suggestions. */
  listLabel: string;
  /** Shown in the open list when there are no options for the text. */
  emptyText?: string;
  loading?: boolean;
}

export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  { value, onValueChange, options, onOptionSelect, onEnterText, listLabel, emptyText, loading, className, onKeyDown, onBlur, onFocus, id, ...props },
  ref,
) {
  const generated = useId();
  const listId = `${id ?? generated}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const optionId = (i: number) => `${listId}-${i}`;
  const shown = open && (options.length > 0 || Boolean(emptyText) || Boolean(loading));

  const pick = (option: ComboboxOption) => {
    onOptionSelect(option.value);
    setOpen(false);
    setActive(-1);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) setOpen(true);
      setActive((i) => (options.length === 0 ? -1 : (i + 1) % options.length));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      setActive((i) => (options.length === 0 ? -1 : i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === "Enter") {
      const option = open && active >= 0 ? options[active] : undefined;
      if (option) {
        event.preventDefault();
        pick(option);
      } else if (onEnterText) {
        event.preventDefault();
        onEnterText(value);
        setActive(-1);
      }
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <input
        ref={ref}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 && active < options.length ? optionId(active) : undefined}
        className={cn(controlClasses, "h-10 py-2", className)}
        value={value}
        onChange={(e) => {
          onValueChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={(e) => {
          onFocus?.(e);
          setOpen(true);
        }}
        onBlur={(e) => {
          onBlur?.(e);
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={keyDown}
        {...props}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!shown}
        className="absolute left-0 right-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-md border border-border bg-card p-1 text-sm shadow-lg"
      >
        {options.map((option, i) => (
          <li
            key={option.value}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={cn("flex cursor-pointer items-baseline justify-between gap-3 rounded px-2 py-1.5", i === active ? "bg-accent text-accent-foreground" : "hover:bg-muted")}
            // Keep the focus in the input, so the click does not blur (and close) before it lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(option)}
          >
            <span className="min-w-0 truncate">{option.label ?? option.value}</span>
            {option.hint && <span className={cn("shrink-0 text-xs", i === active ? "text-accent-foreground" : "text-muted-foreground")}>{option.hint}</span>}
          </li>
        ))}
        {options.length === 0 && (
          <li role="presentation" className="px-2 py-1.5 text-muted-foreground">
            {loading ? "Loading..." : emptyText}
          </li>
        )}
      </ul>
    </div>
  );
});
