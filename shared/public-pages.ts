/**
 * The public pages search engines and link previews see: one title, description and sitemap
 * priority each. The browser applies them on navigation, the build writes them into the
 * prerendered HTML, and the server lists them in sitemap.xml.
 */
import { BRAND_NAME } from "./site";

export interface PublicPageMeta {
  path: string;
  /** The full document title. */
  title: string;
  description: string;
  /** sitemap.xml priority, 0 to 1. */
  priority: number;
  changefreq: "daily" | "weekly" | "monthly";
}

export const PUBLIC_PAGES: readonly PublicPageMeta[] = [
  {
    path: "/",
    title: `${BRAND_NAME} | Senior Data & AI Engineers from South Africa`,
    description:
      "Hire pre-vetted senior South African Data and AI engineers. 2 to 3 matched candidates in 14 days, about 40% below local cost, no upfront fees.",
    priority: 1,
    changefreq: "weekly",
  },
  {
    path: "/howitworks",
    title: `How It Works | ${BRAND_NAME}`,
    description:
      "Define your requirements on a free 15-minute call, meet 2 to 3 matched senior engineers within 14 days, then interview, hire and onboard on your terms.",
    priority: 0.8,
    changefreq: "monthly",
  },
  {
    path: "/about",
    title: `About Us | ${BRAND_NAME}`,
    description:
      "Why we connect South Africa's senior Data and AI engineers with teams in the US, UK and Europe, who leads the company, and the principles we work by.",
    priority: 0.7,
    changefreq: "monthly",
  },
  {
    path: "/faq",
    title: `FAQ | ${BRAND_NAME}`,
    description:
      "Answers on where our engineers are based, time-zone overlap, pricing, tech stacks, security, the replacement guarantee, hiring speed and support.",
    priority: 0.7,
    changefreq: "monthly",
  },
  {
    path: "/booking",
    title: `Book a Free Discovery Call | ${BRAND_NAME}`,
    description:
      "Pick a free 15-minute slot to talk through your Data or AI hiring needs. We shortlist 2 to 3 senior engineers within 14 days.",
    priority: 0.9,
    changefreq: "weekly",
  },
  {
    path: "/blog",
    title: `Blog | ${BRAND_NAME}`,
    description:
      "Guides and field notes on hiring, building and running Data and AI teams with senior engineers from South Africa.",
    priority: 0.6,
    changefreq: "daily",
  },
];

/** The metadata of a public page, or undefined for any other path (a trailing slash is ignored). */
export function publicPageMeta(path: string): PublicPageMeta | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return PUBLIC_PAGES.find((page) => page.path === normalised);
}

/** The image used in link previews, served by us. */
export const SOCIAL_IMAGE_PATH = "/images/social-card.jpg";
