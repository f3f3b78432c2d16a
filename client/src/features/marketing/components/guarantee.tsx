import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { buttonVariants } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { GUARANTEE } from "../lib/landing-content";

export function Guarantee() {
  return (
    <section aria-labelledby="guarantee-title" className="bg-background py-16 sm:py-20">
      <div className="container">
        <div className="mx-auto max-w-4xl rounded-2xl border-2 border-accent bg-card p-8 text-center shadow-sm sm:p-12">
          <h2 id="guarantee-title" className="text-3xl font-bold sm:text-4xl">
            {GUARANTEE.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{GUARANTEE.text}</p>
          <ul className="mx-auto mt-6 grid max-w-2xl gap-3 text-left sm:grid-cols-2">
            {GUARANTEE.points.map((point) => (
              <li key={point} className="flex items-center gap-2 font-medium">
                <CheckIcon className="h-5 w-5 shrink-0 text-accent" />
                {point}
              </li>
            ))}
          </ul>
          <Link href={paths.startShortlist} className={buttonVariants({ variant: "accent", size: "lg", className: "mt-8" })}>
            Start Risk-Free Today
          </Link>
        </div>
      </div>
    </section>
  );
}
