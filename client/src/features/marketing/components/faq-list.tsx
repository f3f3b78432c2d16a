// The FAQ accordion: several answers may be open at once; Radix gives the keyboard support
// (Tab between questions, Enter/Space to toggle, arrow keys, Home/End).
import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDownIcon } from "@/components/ui/icons";
import { FAQS } from "../lib/faq-content";

export function FaqList() {
  return (
    <Accordion.Root type="multiple" className="mx-auto flex max-w-3xl flex-col gap-3">
      {FAQS.map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id} className="rounded-lg border border-border bg-card shadow-sm">
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-lg px-5 py-4 text-left text-lg font-semibold hover:bg-muted">
                {faq.question}
                <ChevronDownIcon className="h-5 w-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180" />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-muted-foreground">{faq.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
