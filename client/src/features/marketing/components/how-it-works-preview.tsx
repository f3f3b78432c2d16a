import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { ArrowRightIcon } from "./marketing-icons";
import { ProcessSteps } from "./process-steps";
import { Section } from "./section";

export function HowItWorksPreview() {
  return (
    <Section id="process" eyebrow="How It Works" title="From First Call to First Commit in 3 Steps">
      <ProcessSteps />
      <p className="mt-8 text-center">
        <Link href={paths.howItWorks} className="link inline-flex items-center gap-1">
          More about our process <ArrowRightIcon className="h-4 w-4" />
        </Link>
      </p>
    </Section>
  );
}
