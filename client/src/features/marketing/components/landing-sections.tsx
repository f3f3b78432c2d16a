// The landing page below its first screen, in SPEC.md's order, and the call button that floats in
// once the visitor scrolls. The page loads this module apart from the hero, so its code is not
// part of the page's first load: React hydrates the hero first and these sections as soon as their
// code arrives, keeping the prerendered HTML meanwhile.
import { BenefitCards } from "./benefit-cards";
import { CtaBanner } from "./cta-banner";
import { FloatingBookCall } from "./floating-book-call";
import { Guarantee } from "./guarantee";
import { HowItWorksPreview } from "./how-it-works-preview";
import { ProfileCarousel } from "./profile-carousel";
import { RealProjects } from "./real-projects";
import { RolesWeFill } from "./roles-we-fill";
import { ServedCities } from "./served-cities";
import { WhoWeWorkWith } from "./who-we-work-with";
import { WhyChoose } from "./why-choose";
import { WhyLaunching } from "./why-launching";

export default function LandingSections() {
  return (
    <>
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
