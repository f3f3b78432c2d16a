import { LAUNCH_REASONS } from "../lib/landing-content";
import { CardGrid } from "./card-grid";
import { Section } from "./section";

export function WhyLaunching() {
  return (
    <Section
      id="launching"
      eyebrow="Our Story"
      title="Why We're Launching"
      intro="Great engineers and teams that need them are separated mostly by visibility. We are here to close that gap."
    >
      <CardGrid items={LAUNCH_REASONS} columns="md:grid-cols-3" />
    </Section>
  );
}
