// Route /booking (SPEC.md section 2, PRODUCT.md "Public site"): our own discovery-call scheduler,
// or the configured scheduling widget instead.
import { BookingBenefits } from "@/features/discovery-calls/components/booking-benefits";
import { DiscoveryCallScheduler } from "@/features/discovery-calls/components/discovery-call-scheduler";
import { SchedulingEmbed } from "@/features/discovery-calls/components/scheduling-embed";
import { PageHero } from "@/features/marketing/components/page-hero";
import { useAppConfig } from "@/lib/app-config";

export default function BookingPage() {
  const { schedulingEmbedUrl } = useAppConfig();
  return (
    <>
      <PageHero eyebrow="Free 15-minute call" title="Book a Free Discovery Call">
        <p>
          Share what you are building and who you need. In 15 minutes we agree the roles, stack and time-zone overlap, and
          start your shortlist of 2 to 3 senior engineers.
        </p>
      </PageHero>
      <BookingBenefits />
      {schedulingEmbedUrl ? <SchedulingEmbed url={schedulingEmbedUrl} /> : <DiscoveryCallScheduler />}
    </>
  );
}
