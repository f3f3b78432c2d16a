// Route / (SPEC.md "Landing page"): every section in the order SPEC.md lists them.
import { lazy, Suspense } from "react";
import { Hero } from "@/features/marketing/components/hero";

// Requested as soon as this page's code runs (not when React first renders it), in parallel with
// the hydration of the hero; see landing-sections.tsx.
const sections = import("@/features/marketing/components/landing-sections");
const LandingSections = lazy(() => sections);

export default function HomePage() {
  return (
    <>
      <Hero />
      <Suspense fallback={null}>
        <LandingSections />
      </Suspense>
    </>
  );
}
