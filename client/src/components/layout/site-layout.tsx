import { lazy, Suspense, type ReactNode } from "react";
import { useRouteMeta } from "@/lib/page-meta";
import { ScrollToTop } from "./scroll-to-top";

// Below every page's content: its code loads after the shell's, and React keeps a prerendered
// page's footer as it is until then (selective hydration).
const Footer = lazy(() => import("./footer").then((m) => ({ default: m.Footer })));

export interface SiteLayoutProps {
  /** The site header, composed by the app (it shows the signed-in user's controls). */
  header: ReactNode;
  children: ReactNode;
}

// Its own child rendering nothing: the layout's children, and the ids React derives from their
// positions in prerendered pages, stay as they were.
function RouteMeta() {
  useRouteMeta();
  return null;
}

/** Skip link, header, the page in main#main, footer; keeps the route's metadata current. */
export function SiteLayout({ header, children }: SiteLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <RouteMeta />
      {header}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
