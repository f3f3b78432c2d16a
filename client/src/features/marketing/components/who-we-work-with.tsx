import { SEGMENTS } from "../lib/landing-content";
import { CardGrid } from "./card-grid";
import { Section } from "./section";

export function WhoWeWorkWith() {
  return (
    <Section
      id="segments"
      eyebrow="Who We Work With"
      title="Built for Teams That Run on Data"
      intro="Series A to C companies with 50 to 500 people, growing fast and needing senior hands now."
    >
      <CardGrid items={SEGMENTS} columns="sm:grid-cols-2 lg:grid-cols-5" />
    </Section>
  );
}
