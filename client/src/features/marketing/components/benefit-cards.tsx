import { BENEFITS } from "../lib/landing-content";

export function BenefitCards() {
  return (
    <section aria-labelledby="benefits-title" className="bg-background pb-4 pt-4 sm:pt-0">
      <h2 id="benefits-title" className="sr-only">
        Why teams hire with us
      </h2>
      <ul className="container grid gap-6 md:grid-cols-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-primary">{benefit.title}</h3>
            <p className="mt-2 text-muted-foreground">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
