// The three benefit blurbs of SPEC.md's /booking page, worded to match its section 1 claims.
const BENEFITS = [
  {
    title: "Targeted Matching",
    text: "Tell us your stack, goals and time zone. We match you with 2 to 3 pre-vetted senior South African Data and AI engineers (5 to 10+ years of experience) who fit the role.",
  },
  {
    title: "Fast Turnaround",
    text: "Meet your shortlist within 14 days of this call. If we miss it, we keep searching for free, and your engineers work with at least 6 hours of overlap with your team.",
  },
  {
    title: "Risk-Free",
    text: "No upfront or placement fees: you pay only when you hire. Every placement comes with a 30-day money-back trial and a free replacement in the first 30 days.",
  },
] as const;

export function BookingBenefits() {
  return (
    <section aria-labelledby="booking-benefits-title" className="container pb-4">
      <h2 id="booking-benefits-title" className="sr-only">
        What you get from the call
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="rounded-lg border border-border bg-card p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-primary">{benefit.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
