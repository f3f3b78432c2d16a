// Route /about (SPEC.md): mission, three leaders, founder story, three principles, call to action.
import { CardGrid } from "@/features/marketing/components/card-grid";
import { CtaBanner } from "@/features/marketing/components/cta-banner";
import { PageHero } from "@/features/marketing/components/page-hero";
import { Section } from "@/features/marketing/components/section";
import { LEADERS, PRINCIPLES } from "@/features/marketing/lib/about-content";
import { personPhoto } from "@/features/marketing/lib/person-photo";

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow="About Us" title="Connecting Africa's Senior Data Talent with the World">
        <p>
          Our mission is to give teams in the US, UK and Europe fast, fair access to South Africa&apos;s senior Data and AI
          engineers, and to give those engineers careers on the world&apos;s most interesting projects.
        </p>
      </PageHero>

      <Section id="leaders" eyebrow="Leadership" title="The People Behind Protea Talent">
        <ul className="grid gap-6 md:grid-cols-3">
          {LEADERS.map((leader) => {
            const photo = personPhoto(leader.slug);
            return (
              <li key={leader.slug} className="rounded-lg border border-border bg-card p-6 text-center shadow-sm">
                <img
                  src={photo.src}
                  srcSet={photo.srcSet}
                  sizes="128px"
                  width={128}
                  height={128}
                  loading="lazy"
                  decoding="async"
                  alt={`Illustrated portrait of ${leader.name}`}
                  className="mx-auto h-32 w-32 rounded-full bg-secondary object-cover"
                />
                <h3 className="mt-4 text-xl font-semibold">{leader.name}</h3>
                <p className="text-sm font-medium text-accent">{leader.role}</p>
                <p className="mt-3 text-sm text-muted-foreground">{leader.bio}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="story" eyebrow="Our Story" title="Why Naledi Started Protea Talent" tinted>
        <div className="mx-auto grid max-w-3xl gap-4 text-lg text-muted-foreground">
          <p>
            Leading data teams in Johannesburg and London, Naledi saw the same thing from both sides: London teams waited
            months for senior engineers, while brilliant engineers at home were overlooked because nobody abroad knew
            where to find them.
          </p>
          <p>
            She started Protea Talent to connect the two. We vet every engineer ourselves, present 2 to 3 matched seniors
            within 14 days, and take care of contracts, payroll and compliance, so hiring across borders feels as simple
            as hiring down the road, at about 40% lower cost.
          </p>
        </div>
      </Section>

      <Section id="principles" eyebrow="How We Work" title="Our Principles">
        <CardGrid items={PRINCIPLES} columns="md:grid-cols-3" />
      </Section>

      <CtaBanner title="Let's Build Your Team" />
    </>
  );
}
