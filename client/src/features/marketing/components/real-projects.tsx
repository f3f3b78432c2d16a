import { lazy, Suspense, useRef, useState } from "react";
import { CASE_STUDY_SUMMARIES, type CaseStudyKey } from "../lib/landing-content";
import { ArrowRightIcon } from "./marketing-icons";
import { Section } from "./section";

const CaseStudyDialog = lazy(() => import("./case-study-dialog"));

export function RealProjects() {
  const [openKey, setOpenKey] = useState<CaseStudyKey | null>(null);
  const [loaded, setLoaded] = useState(false);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const study = CASE_STUDY_SUMMARIES.find((s) => s.key === openKey) ?? null;

  return (
    <Section id="projects" eyebrow="Case Studies" title="Real Projects" intro="What senior engineers from our network have delivered for clients like you.">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {CASE_STUDY_SUMMARIES.map((item) => (
          <li key={item.key} className="min-w-0">
            <button
              type="button"
              data-case-study={item.key}
              aria-haspopup="dialog"
              onClick={(event) => {
                returnFocusRef.current = event.currentTarget;
                setLoaded(true);
                setOpenKey(item.key);
              }}
              className="flex h-full w-full flex-col rounded-lg border border-border bg-card p-6 text-left shadow-sm transition-shadow hover:border-accent hover:shadow-md"
            >
              <span className="text-3xl font-extrabold text-accent">{item.figure}</span>
              <span className="mt-1 text-sm text-muted-foreground">{item.figureLabel}</span>
              <span className="mt-4 text-lg font-semibold text-foreground">{item.title}</span>
              <span className="mt-1 text-sm text-muted-foreground">{item.client}</span>
              <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-accent">
                Read the case study <ArrowRightIcon className="h-4 w-4" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {loaded && (
        <Suspense fallback={null}>
          <CaseStudyDialog study={study} onClose={() => setOpenKey(null)} returnFocusRef={returnFocusRef} />
        </Suspense>
      )}
    </Section>
  );
}
