// The client area's own navigation: the dashboard and the pages of its own (needs, team, engagements,
// invoices), on every page of the signed-in client. The current page is marked for screen readers.
import { Link, useLocation } from "wouter";
import { useAuth } from "@/features/auth/lib/use-auth";
import { useCompanyName } from "@/features/companies/api/get-company-name";
import { cn } from "@/lib/cn";
import { clientPaths } from "@/lib/client-paths";
import { paths } from "@/lib/paths";

export const CLIENT_AREA_LINKS = [
  { href: paths.clientDashboard, label: "Dashboard" },
  { href: clientPaths.needs, label: "Needs" },
  { href: clientPaths.team, label: "Team" },
  { href: clientPaths.engagements, label: "Engagements" },
  { href: clientPaths.invoices, label: "Invoices" },
  { href: clientPaths.company, label: "Company" },
] as const;

/** The link a page belongs to: its own, or the list it is one item of (an invoice under Invoices). */
function isCurrent(href: string, location: string) {
  if (href === paths.clientDashboard) return location === href;
  return location === href || location.startsWith(`${href}/`);
}

export function ClientAreaNav() {
  const { user } = useAuth();
  const [location] = useLocation();
  const isClient = user?.userType === "client";
  // The company the client acts for, named at the head of their area.
  const companyName = useCompanyName({ enabled: isClient });
  if (!isClient) return null;
  return (
    <nav aria-label="Client area" className="border-b border-border bg-muted/40">
      <ul className="container flex items-center gap-1 overflow-x-auto py-2">
        {/* Its width is kept while the name loads, so its arrival moves no link under a pointer. */}
        <li
          className="mr-2 w-[9rem] shrink-0 truncate text-sm font-semibold sm:w-[13rem]"
          title={companyName.data}
          aria-hidden={companyName.data ? undefined : true}
        >
          {companyName.data && (
            <>
              <span className="sr-only">Company: </span>
              {companyName.data}
            </>
          )}
        </li>
        {CLIENT_AREA_LINKS.map((link) => {
          const current = isCurrent(link.href, location);
          return (
            <li key={link.href} className="shrink-0">
              <Link
                href={link.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  current ? "bg-background text-primary shadow-sm" : "text-muted-foreground hover:bg-background hover:text-foreground",
                )}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
