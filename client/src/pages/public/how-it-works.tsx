// Route /howitworks (SPEC.md): the three steps, four guarantee cards and a call to action.
import { CardGrid } from "@/features/marketing/components/card-grid";
import { CtaBanner } from "@/features/marketing/components/cta-banner";
import { PageHero } from "@/features/marketing/components/page-hero";
import { ProcessSteps } from "@/features/marketing/components/process-steps";
import { Section } from "@/features/marketing/components/section";
import { HOW_IT_WORKS_GUARANTEES } from "@/features/marketing/lib/how-it-works-content";

export default function HowItWorksPage() {
  return (
    <>
      <PageHero eyebrow="Our Process" title="How It Works">
        <p>From a 15-minute call to a senior engineer on your team: three steps, 2 to 3 matched candidates within 14 days, and no fees until you hire.</p>
      </PageHero>
      <section aria-label="The three steps" className="bg-background pb-16 sm:pb-20">
        <div className="container">
          <ProcessSteps headingLevel="h2" />
        </div>
      </section>
      <Section id="guarantees" eyebrow="Our Guarantees" title="Hire With Confidence" intro="Every engagement is backed by four commitments." tinted>
        <CardGrid items={HOW_IT_WORKS_GUARANTEES} />
      </Section>
      <CtaBanner title="Start Your Search Today" />
    </>
  );
}
