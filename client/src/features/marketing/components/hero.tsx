import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { buttonVariants } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { HERO } from "../lib/hero-content";
import { DemoVideo } from "./demo-video";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-secondary to-background">
      <div className="container grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:gap-12 lg:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{HERO.eyebrow}</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold leading-tight text-primary sm:text-5xl">
            {HERO.headline}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">{HERO.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {/* A signed-in client states their need there; a visitor is sent to sign up first (PRODUCT.md "Beyond: from a shortlist…"). */}
            <Link href={paths.startShortlist} className={buttonVariants({ variant: "accent", size: "lg" })}>
              Start Your Free Shortlist
            </Link>
            <Link href={paths.howItWorks} className={buttonVariants({ variant: "outline", size: "lg" })}>
              See How It Works
            </Link>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm font-medium text-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
            {HERO.highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CheckIcon className="h-4 w-4 text-accent" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <DemoVideo />
      </div>
    </section>
  );
}
