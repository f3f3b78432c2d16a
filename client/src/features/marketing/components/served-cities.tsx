import { MapPinIcon } from "@/components/ui/icons";
import { CITIES } from "../lib/landing-content";
import { Section } from "./section";

export function ServedCities() {
  return (
    <Section id="cities" eyebrow="Where Our Clients Are" title="Serving Teams Across the US, UK and Europe" tinted>
      <div className="grid gap-6 md:grid-cols-3">
        {CITIES.map((group) => (
          <div key={group.region} className="rounded-lg border border-border bg-card p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-primary">{group.region}</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {group.cities.map((city) => (
                <li key={city} className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">
                  <MapPinIcon className="h-3.5 w-3.5" />
                  {city}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
