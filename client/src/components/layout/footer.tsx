// The site footer (SPEC.md landing footer): page links, offices and contact details.
import { Link } from "wouter";
import { BRAND_NAME } from "@shared/site";
import { paths } from "@/lib/paths";
import { MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";
import { useAppConfig } from "@/lib/app-config";
import { Logo } from "./logo";

const footerLinks = [
  { href: paths.about, label: "About Us" },
  { href: paths.howItWorks, label: "How It Works" },
  { href: paths.faq, label: "FAQ" },
  { href: paths.blog, label: "Blog" },
];

const offices = ["Cape Town", "London", "New York", "Geneva", "Netherlands"];

export function Footer() {
  const { contactEmail, contactPhone } = useAppConfig();
  return (
    <footer className="mt-auto bg-navy-950 text-navy-100">
      <div className="container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3 lg:col-span-1">
          <Logo inverted />
          <p className="max-w-xs text-sm text-navy-200">
            Pre-vetted senior Data and AI engineers from South Africa for teams in the US, UK and Europe.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Company</h2>
          <ul className="mt-4 flex flex-col gap-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="rounded-sm text-navy-100 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Offices</h2>
          <ul className="mt-4 flex flex-col gap-2 text-sm">
            {offices.map((office) => (
              <li key={office} className="flex items-center gap-2">
                <MapPinIcon className="h-4 w-4 text-teal-300" />
                {office}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <ul className="mt-4 flex flex-col gap-2 text-sm">
            <li className="flex items-center gap-2">
              <MailIcon className="h-4 w-4 text-teal-300" />
              <a href={`mailto:${contactEmail}`} className="rounded-sm hover:text-white hover:underline">
                {contactEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <PhoneIcon className="h-4 w-4 text-teal-300" />
              <a href={`tel:${contactPhone.replace(/[^\d+]/g, "")}`} className="rounded-sm hover:text-white hover:underline">
                {contactPhone}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-navy-800">
        <p className="container py-6 text-xs text-navy-300">
          &copy; {BRAND_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
