import { paths } from "@/lib/paths";

/** The four public links of the shared header (SPEC.md "Shared header"). */
export const publicNavLinks = [
  { href: paths.howItWorks, label: "How It Works" },
  { href: paths.about, label: "About Us" },
  { href: paths.faq, label: "FAQ" },
  { href: paths.blog, label: "Blog" },
] as const;

/** Whether a header link is the current page; Blog also covers /blog/{slug}. */
export function isActiveLink(href: string, location: string): boolean {
  if (href === paths.blog) return location === paths.blog || location.startsWith(`${paths.blog}/`);
  return location === href;
}
