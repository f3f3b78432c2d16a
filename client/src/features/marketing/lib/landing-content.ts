// The marketing copy of the public pages, kept in one place so the claims stay consistent with
// SPEC.md section 1 and the figures with section 9 (15-minute call, 2 to 3 candidates in 14 days,
// 5 to 10+ years, about 40% lower cost, 30-day refund and replacement, 6+ hours of overlap).

// The first screen's copy (hero, demo video) is in hero-content.ts, so the hero's code carries none of this.

export const BENEFITS = [
  {
    title: "Shortlist in 14 days",
    text: "Tell us what you need on a free 15-minute call. Within 14 days you meet 2 to 3 senior engineers matched to your stack, or we keep searching for free.",
  },
  {
    title: "About 40% lower cost",
    text: "Senior South African engineers cost about 40% less than an equivalent local hire, with no recruiter fee on top.",
  },
  {
    title: "Your hours, your tools",
    text: "At least 6 hours of overlap with US East Coast and UK/EU working days, so stand-ups, pairing and reviews happen live.",
  },
] as const;

export const WHY_CHOOSE = [
  { title: "Senior only", text: "Every engineer brings 5 to 10+ years of hands-on Data or AI delivery in production." },
  { title: "Rigorous vetting", text: "Technical interviews, a practical assignment and reference checks before anyone reaches your shortlist." },
  { title: "Matched in 14 days", text: "2 to 3 candidates presented within 14 days, or the search continues at no cost to you." },
  { title: "About 40% lower cost", text: "World-class skills at roughly 40% below the cost of a comparable local hire." },
  { title: "Time-zone friendly", text: "Within two hours of UK and European time, and at least 6 hours of overlap with the US East Coast." },
  { title: "Fluent English", text: "English is a first or second language for every engineer, in writing and on calls." },
  { title: "We handle the admin", text: "Contracts, payroll, taxes and compliance are on us, for contractors and full-time hires through an employer of record." },
  { title: "Secure by default", text: "NDAs, background checks and encrypted devices, with practices aligned to GDPR and SOC 2." },
] as const;

export const SEGMENTS = [
  { title: "AI-first startups", text: "Ship your first LLM features and the data foundations under them without a year of hiring." },
  { title: "SaaS scaleups", text: "Add analytics, data products and ML to a growing platform while your core team keeps shipping." },
  { title: "FinTech & financial services", text: "Risk models, fraud detection and regulated reporting built by engineers who have done it before." },
  { title: "Analytics-driven enterprises", text: "Modernise warehouses, pipelines and BI with a senior team that documents as it goes." },
  { title: "Crypto exchanges & Web3", text: "Real-time market data, on-chain analytics and surveillance that keep up with 24/7 trading." },
] as const;

export const CITIES = [
  { region: "United States", cities: ["New York", "Boston", "Miami", "Atlanta", "Washington D.C."] },
  { region: "United Kingdom", cities: ["London", "Manchester", "Edinburgh"] },
  { region: "Europe", cities: ["Amsterdam", "Rotterdam", "Geneva", "Zurich"] },
] as const;

/** The client journey, used on the landing page and /howitworks. */

export const LAUNCH_REASONS = [
  {
    title: "A deep, underused talent pool",
    text: "South Africa trains world-class engineers in banking, insurance and telecoms, yet too few of them are visible to teams abroad.",
  },
  {
    title: "Hiring seniors has become too slow",
    text: "Companies in the US, UK and Europe wait months to fill senior Data and AI roles while projects stall. We cut that to 14 days.",
  },
  {
    title: "Remote work is proven",
    text: "Distributed teams are now the norm. With at least 6 hours of overlap, a Cape Town engineer is simply a colleague in another office.",
  },
] as const;

export const ROLES = [
  { title: "Data Engineer", text: "Pipelines, warehouses and lakehouses that are tested, observable and cheap to run." },
  { title: "ML Engineer", text: "Models from notebook to monitored production service, with feature stores and CI." },
  { title: "AI Engineer", text: "LLM applications, retrieval-augmented generation and evaluation harnesses." },
  { title: "Analytics Engineer", text: "dbt models and metrics layers your finance and product teams trust." },
  { title: "Data Scientist", text: "Forecasting, risk and experimentation with clear, explainable results." },
  { title: "Data Platform Engineer", text: "Infrastructure as code, streaming and self-service platforms for analysts." },
  { title: "MLOps Engineer", text: "Automated training, deployment and monitoring so models ship weekly." },
] as const;

export type CaseStudyKey = "intelligence" | "fraud" | "reporting" | "credit" | "crypto";

/** What a case-study card shows; the full story is in case-studies.ts, loaded with the dialog. */
export interface CaseStudySummary {
  key: CaseStudyKey;
  title: string;
  client: string;
  /** The headline result shown on the card. */
  figure: string;
  figureLabel: string;
}

export const CASE_STUDY_SUMMARIES: readonly CaseStudySummary[] = [
  { key: "intelligence", title: "Customer intelligence platform", client: "SaaS scaleup, New York", figure: "28%", figureLabel: "higher upsell conversion" },
  { key: "fraud", title: "Real-time fraud detection", client: "Payments FinTech, London", figure: "95%", figureLabel: "of fraud caught before settlement" },
  { key: "reporting", title: "Automated regulatory reporting", client: "Asset manager, Geneva", figure: "60%", figureLabel: "less time on monthly reporting" },
  { key: "credit", title: "Credit-risk model rebuild", client: "Digital lender, Amsterdam", figure: "22%", figureLabel: "fewer loan defaults" },
  { key: "crypto", title: "Crypto market-data pipeline", client: "Crypto exchange, Zurich", figure: "$12/month", figureLabel: "infrastructure cost per market" },
];

export const GUARANTEE = {
  title: "No upfront fees. No long-term commitments.",
  text:
    "You pay only when you hire. Every placement starts with a 30-day risk-free trial: if it is not the right fit, we refund that month's fees " +
    "or find you a replacement free of charge. Cancel anytime with notice.",
  points: ["14-day match guarantee", "30-day money-back trial", "Free replacement in the first 30 days", "Dedicated account manager"],
};
