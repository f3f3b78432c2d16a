import { ROLES } from "../lib/landing-content";
import { CardGrid } from "./card-grid";
import { Section } from "./section";

export function RolesWeFill() {
  return (
    <Section id="roles" eyebrow="Expertise" title="Roles We Fill" intro="Seven senior roles across the data and AI lifecycle." tinted>
      <CardGrid items={ROLES} columns="sm:grid-cols-2 lg:grid-cols-4" />
    </Section>
  );
}
