import { STEPS } from "../lib/steps";

/** The three client steps; `headingLevel` keeps the outline right on each page. */
export function ProcessSteps({ headingLevel = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {STEPS.map((step) => (
        <li key={step.number} className="relative rounded-lg border border-border bg-card p-6 shadow-sm">
          <span className="text-4xl font-extrabold text-accent" aria-hidden="true">
            {step.number}
          </span>
          <Heading className="mt-3 text-xl font-semibold">
            <span className="sr-only">Step {step.number}: </span>
            {step.title}
          </Heading>
          <p className="mt-2 text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
