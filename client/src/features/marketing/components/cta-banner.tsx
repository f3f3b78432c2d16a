import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { buttonVariants } from "@/components/ui/button";

interface CtaBannerProps {
  title?: string;
  text?: string;
  action?: string;
}

/** The closing call to action of each public page, linking to /booking. */
export function CtaBanner({
  title = "Ready to Scale Your Team?",
  text = "Book a free 15-minute discovery call. Within 14 days you will meet 2 to 3 senior engineers matched to your needs.",
  action = "Book Your Free Discovery Call",
}: CtaBannerProps) {
  return (
    <section aria-labelledby="cta-title" className="bg-primary py-16 text-primary-foreground">
      <div className="container text-center">
        <h2 id="cta-title" className="text-3xl font-bold text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-navy-100">{text}</p>
        <Link
          href={paths.booking}
          className={buttonVariants({ variant: "secondary", size: "md", className: "mt-8 sm:h-12 sm:px-6 sm:text-base" })}
        >
          {action}
        </Link>
      </div>
    </section>
  );
}
