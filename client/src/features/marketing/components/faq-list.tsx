// The FAQ accordion: several answers may be open at once. Each question is a button in its heading
// (Tab between questions, Enter/Space to toggle, arrow keys and Home/End move between them), each
// answer a region it controls. Every answer is in the page's HTML, hidden until opened.
import { useState, type KeyboardEvent } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import { FAQS } from "../lib/faq-content";

/** Arrow keys, Home and End move the focus between the questions, as in the WAI-ARIA accordion pattern. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
  if (step === undefined && event.key !== "Home" && event.key !== "End") return;
  const list = event.currentTarget.closest("[data-faq-list]");
  const triggers = [...(list?.querySelectorAll<HTMLButtonElement>("button[aria-controls]") ?? [])];
  const at = triggers.indexOf(event.currentTarget);
  const next = event.key === "Home" ? 0 : event.key === "End" ? triggers.length - 1 : (at + (step ?? 0) + triggers.length) % triggers.length;
  event.preventDefault();
  triggers[next]?.focus();
}

export function FaqList() {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div data-faq-list className="mx-auto flex max-w-3xl flex-col gap-3">
      {FAQS.map((faq) => {
        const expanded = open.has(faq.id);
        const state = expanded ? "open" : "closed";
        return (
          <div key={faq.id} data-state={state} className="rounded-lg border border-border bg-card shadow-sm">
            <h2>
              <button
                type="button"
                id={`faq-${faq.id}-question`}
                aria-expanded={expanded}
                aria-controls={`faq-${faq.id}-answer`}
                data-state={state}
                onClick={() => toggle(faq.id)}
                onKeyDown={moveFocus}
                className="group flex w-full items-center justify-between gap-4 rounded-lg px-5 py-4 text-left text-lg font-semibold hover:bg-muted"
              >
                {faq.question}
                <ChevronDownIcon className="h-5 w-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180" />
              </button>
            </h2>
            <div
              id={`faq-${faq.id}-answer`}
              role="region"
              aria-labelledby={`faq-${faq.id}-question`}
              hidden={!expanded}
              className="px-5 pb-5 text-muted-foreground"
            >
              {faq.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
