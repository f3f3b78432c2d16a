import { WHY_CHOOSE } from "../lib/landing-content";
import { CardGrid } from "./card-grid";
import { Section } from "./section";

export function WhyChoose() {
  return (
    <Section id="why-choose" eyebrow="Why Protea Talent" title="Why Choose Protea Talent" intro="Senior engineers, a fast process and the paperwork handled for you." tinted>
      <CardGrid items={WHY_CHOOSE} numbered />
    </Section>
  );
}
