// The admin area's own bar: moves between blog administration and the console, and logs out.
// Used by both admin pages; the page passes the session's logout.
import type { ReactNode } from "react";
import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export type AdminSection = "blog" | "dreamteam";

const SECTIONS: { id: AdminSection; href: string; label: string }[] = [
  { id: "dreamteam", href: paths.adminDreamTeam, label: "Dashboard" },
  { id: "blog", href: paths.adminBlog, label: "Blog" },
];

export interface AdminHeaderProps {
  current: AdminSection;
  onLogout: () => void;
  isLoggingOut?: boolean;
  /** Who is signed in, shown beside the logout button. */
  userName?: string | null;
  /** The notification bell, when the page has one. */
  notifications?: ReactNode;
}

export function AdminHeader({ current, onLogout, isLoggingOut, userName, notifications }: AdminHeaderProps) {
  return (
    <div className="border-b border-border bg-muted/60">
      <div className="container flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
        <nav aria-label="Admin">
          <ul className="flex items-center gap-1">
            <li className="mr-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Admin</li>
            {SECTIONS.map((section) => {
              const active = section.id === current;
              return (
                <li key={section.id}>
                  <Link
                    href={section.href}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      active ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:bg-background hover:text-foreground",
                    )}
                  >
                    {section.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          {notifications}
          {userName && (
            <span className="hidden text-sm text-muted-foreground sm:inline">
              Signed in as <span className="font-medium text-foreground">{userName}</span>
            </span>
          )}
          <Button size="sm" variant="outline" onClick={onLogout} disabled={isLoggingOut}>
            {isLoggingOut ? "Logging out..." : "Logout"}
          </Button>
        </div>
      </div>
    </div>
  );
}
