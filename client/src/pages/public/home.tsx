// Route / (SPEC.md "Landing page"): every section in the order SPEC.md lists them.
import { BenefitCards } from "@/features/marketing/components/benefit-cards";
import { CtaBanner } from "@/features/marketing/components/cta-banner";
import { FloatingBookCall } from "@/features/marketing/components/floating-book-call";
import { Guarantee } from "@/features/marketing/components/guarantee";
import { Hero } from "@/features/marketing/components/hero";
import { HowItWorksPreview } from "@/features/marketing/components/how-it-works-preview";
import { ProfileCarousel } from "@/features/marketing/components/profile-carousel";
import { RealProjects } from "@/features/marketing/components/real-projects";
import { RolesWeFill } from "@/features/marketing/components/roles-we-fill";
import { ServedCities } from "@/features/marketing/components/served-cities";
import { WhoWeWorkWith } from "@/features/marketing/components/who-we-work-with";
import { WhyChoose } from "@/features/marketing/components/why-choose";
import { WhyLaunching } from "@/features/marketing/components/why-launching";

export default function HomePage() {
  return (
    <>
      <Hero />
      <BenefitCards />
      <WhyChoose />
      <WhoWeWorkWith />
      <ServedCities />
      <HowItWorksPreview />
      <ProfileCarousel />
      <WhyLaunching />
      <RolesWeFill />
      <RealProjects />
      <Guarantee />
      <CtaBanner />
      <FloatingBookCall />
    </>
  );
}
