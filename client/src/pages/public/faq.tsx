// Route /faq (SPEC.md): eight questions, several may be open at once, and a call to action.
import { CtaBanner } from "@/features/marketing/components/cta-banner";
import { FaqList } from "@/features/marketing/components/faq-list";
import { PageHero } from "@/features/marketing/components/page-hero";

export default function FaqPage() {
  return (
    <>
      <PageHero eyebrow="FAQ" title="Frequently Asked Questions">
        <p>Everything clients usually ask before their discovery call. Can&apos;t find your answer? Ask us on the call.</p>
      </PageHero>
      <section aria-label="Questions and answers" className="bg-background pb-16 sm:pb-20">
        <div className="container">
          <FaqList />
        </div>
      </section>
      <CtaBanner title="Still Have Questions?" text="Talk to us on a free 15-minute discovery call, with no obligation and no upfront fees." />
    </>
  );
}
