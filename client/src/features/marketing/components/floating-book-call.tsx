import { Link } from "wouter";
import { SCROLL_FLAG_THRESHOLD_PX } from "@shared/site";
import { paths } from "@/lib/paths";
import { buttonVariants } from "@/components/ui/button";
import { PhoneIcon } from "@/components/ui/icons";
import { useScrolledPast } from "../lib/use-scrolled-past";

/** Shown once the page is scrolled more than 500 px (SPEC.md scroll flag). */
export function FloatingBookCall() {
  const scrolled = useScrolledPast(SCROLL_FLAG_THRESHOLD_PX);
  if (!scrolled) return null;
  return (
    <Link
      href={paths.booking}
      data-testid="floating-book-call"
      className={buttonVariants({
        variant: "accent",
        size: "md",
        className: "fixed bottom-4 right-4 z-30 rounded-full shadow-lg animate-fade-in sm:bottom-6 sm:right-6 sm:h-12 sm:px-6 sm:text-base",
      })}
    >
      <PhoneIcon className="h-5 w-5" />
      Book a 15 min Discovery Call
    </Link>
  );
}
