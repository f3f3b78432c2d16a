// The shared header (SPEC.md "Shared header", PRODUCT.md "Talent").
// The app passes in who is signed in, the logout and the notification bell, so the layout knows
// no feature. The visitor's calls to action ('Join Talent Pool', 'Hire Talent', 'Book Free Discovery
// Call') are for visitors only: the public pages are prerendered signed out, and the signed-in
// controls replace them right after hydration, from the session the browser keeps (no request).
import { useCallback, useState, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import type { PublicUser } from "@shared/contracts/auth";
import { buttonVariants } from "@/components/ui/button";
import { Button } from "@/components/ui/button";
import { useAppConfig } from "@/lib/app-config";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { isActiveLink, publicNavLinks } from "./nav-links";

export interface HeaderProps {
  /** The signed-in user, or null. */
  user: Pick<PublicUser, "userType"> | null;
  /** Ends the session; the header then goes to the home page. */
  onLogout: () => Promise<void>;
  isLoggingOut: boolean;
  /** Shown before the account buttons (the notification bell of a signed-in user). */
  notifications?: ReactNode;
  /** An admin signed in to the console (with no user session): no visitor's calls to action, a way back to the console. */
  admin?: boolean;
}

export function Header({ user, onLogout, isLoggingOut, notifications, admin = false }: HeaderProps) {
  const [location, navigate] = useLocation();
  const { careersUrl } = useAppConfig();
  // The mobile menu is open only at the location where it was opened, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location;
  const setMenuOpen = useCallback((open: boolean) => setMenuOpenAt(open ? location : null), [location]);

  const handleLogout = async () => {
    setMenuOpen(false);
    await onLogout();
    navigate(paths.home);
  };

  const accountActions = (layout: "bar" | "menu") => {
    const size = layout === "bar" ? "sm" : "lg";
    const full = layout === "menu" ? "w-full" : undefined;
    if (user) {
      // Candidates have no dashboard of their own: their place is the profile page.
      const hub =
        user.userType === "expert"
          ? { href: paths.expertDashboard, label: "Expert Hub" }
          : user.userType === "client"
            ? { href: paths.clientDashboard, label: "Dream Teams" }
            : user.userType === "candidate"
              ? { href: paths.candidateProfile, label: "My Profile" }
              : null;
      return (
        <>
          {hub && (
            <Link
              href={hub.href}
              aria-current={location === hub.href ? "page" : undefined}
              className={buttonVariants({ variant: "secondary", size, className: full })}
            >
              {hub.label}
            </Link>
          )}
          <Button variant="outline" size={size} className={full} onClick={handleLogout} disabled={isLoggingOut}>
            Logout
          </Button>
        </>
      );
    }
    if (admin) {
      return (
        <Link href={paths.adminDreamTeam} className={buttonVariants({ variant: "secondary", size, className: full })}>
          Console
        </Link>
      );
    }
    const book = (
      <Link href={paths.booking} className={buttonVariants({ variant: "accent", size, className: full ?? "hidden xl:inline-flex" })}>
        Book Free Discovery Call
      </Link>
    );
    return (
      <>
        {layout === "menu" && book}
        <a
          href={careersUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "outline", size, className: full })}
        >
          Join Talent Pool<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <Link href={paths.booking} className={buttonVariants({ variant: "secondary", size, className: full })}>
          Hire Talent
        </Link>
        {layout === "bar" && book}
      </>
    );
  };

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="container flex h-16 items-center justify-between gap-4">
        <Link href={paths.home} className="shrink-0 rounded-md" aria-label="Protea Talent home">
          <Logo collapsible />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {publicNavLinks.map((link) => {
              const active = isActiveLink(link.href, location);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors lg:px-3",
                      active ? "bg-secondary text-primary" : "text-muted-foreground hover:bg-muted hover:text-foreground",
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {notifications}
          <div className="hidden items-center gap-2 md:flex">
            {accountActions("bar")}
          </div>
          <MobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            location={location}
            accountActions={accountActions("menu")}
          />
        </div>
      </div>
    </header>
  );
}
