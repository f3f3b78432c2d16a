// Where a user goes after signing in (SPEC.md "/login").
import type { UserType } from "@shared/constants";

export function dashboardPathFor(userType: UserType | string | undefined): string {
  if (userType === "client") return "/client/dashboard";
  if (userType === "expert") return "/expert/dashboard";
  return "/";
}

/** `next` when it is a path on this site ("/x", not "//host" or "/\\host"), else null. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  for (const ch of next) if (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f) return null;
  return next;
}
