// The detail of one case study, loaded when a visitor first opens one (keeps Radix Dialog out of
// the landing page's first load). Focus goes back to the card that opened it.
import type { RefObject } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { CASE_STUDY_DETAILS } from "../lib/case-studies";
import type { CaseStudySummary } from "../lib/landing-content";

export interface CaseStudyDialogProps {
  study: CaseStudySummary | null;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

export default function CaseStudyDialog({ study, onClose, returnFocusRef }: CaseStudyDialogProps) {
  const detail = study ? CASE_STUDY_DETAILS[study.key] : null;
  return (
    <Dialog open={study !== null} onOpenChange={(open) => !open && onClose()}>
      {study && detail && (
        <DialogContent
          className="max-w-2xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle className="text-2xl">{study.title}</DialogTitle>
            <DialogDescription>
              {study.client} · <strong className="text-accent">{study.figure}</strong> {study.figureLabel}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-5">
            <section>
              <h3 className="font-semibold text-primary">Challenge</h3>
              <p className="mt-1 text-muted-foreground">{detail.challenge}</p>
            </section>
            <section>
              <h3 className="font-semibold text-primary">Tech Stack</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {detail.techStack.map((tech) => (
                  <li key={tech} className="rounded-full bg-secondary px-2.5 py-0.5 text-sm font-medium text-secondary-foreground">
                    {tech}
                  </li>
                ))}
              </ul>
            </section>
            <section>
              <h3 className="font-semibold text-primary">Solution</h3>
              <p className="mt-1 text-muted-foreground">{detail.solution}</p>
            </section>
            <section>
              <h3 className="font-semibold text-primary">Outcome</h3>
              <p className="mt-1 text-muted-foreground">{detail.outcome}</p>
            </section>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
