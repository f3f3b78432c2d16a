// Skills added one at a time (SPEC.md section 5): type, then Add or Enter; chips can be removed.
import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { addSkill, removeSkill } from "../lib/skills";

export function SkillsInput({ value, onChange }: { value: string[]; onChange: (skills: string[]) => void }) {
  const [draft, setDraft] = useState("");
  const id = useId();

  const add = () => {
    onChange(addSkill(value, draft));
    setDraft("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      add();
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-skill`}>Skills</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-skill`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="e.g. Python"
          aria-describedby={`${id}-hint`}
        />
        <Button type="button" variant="secondary" onClick={add}>
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Add one skill at a time; press Enter or Add.
      </p>
      {value.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-2" aria-label="Added skills">
          {value.map((skill) => (
            <li key={skill} className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 pl-3 pr-1 text-sm text-teal-900 ring-1 ring-inset ring-teal-200">
              {skill}
              <button
                type="button"
                onClick={() => onChange(removeSkill(value, skill))}
                aria-label={`Remove ${skill}`}
                className="rounded-full p-1 hover:bg-teal-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <CloseIcon className="h-3 w-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
