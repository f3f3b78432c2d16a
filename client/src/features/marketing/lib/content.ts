// The marketing copy of the public pages, kept in one place so the claims stay consistent with
// SPEC.md section 1 and the figures with section 9 (15-minute call, 2 to 3 candidates in 14 days,
// 5 to 10+ years, about 40% lower cost, 30-day refund and replacement, 6+ hours of overlap).

export const DEMO_VIDEO = {
  /** The provider's video id; its player is loaded only after a click on our poster. */
  youtubeId: "M7lc1UVf-VE",
  title: "Protea Talent in two minutes: how we match you with senior Data and AI engineers",
};

export const HERO = {
  eyebrow: "Senior Data & AI engineers from South Africa",
  headline: "Build Your Next Data or AI Project in Record Time",
  lead:
    "Meet 2 to 3 pre-vetted senior engineers with 5 to 10+ years of experience within 14 days. " +
    "They work your hours, cost about 40% less than a local hire, and you pay nothing until you hire.",
  highlights: ["2 to 3 candidates in 14 days", "About 40% lower cost", "No upfront or placement fees"],
};

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
export const STEPS = [
  {
    number: "01",
    title: "Define your requirements",
    text: "Book a free 15-minute discovery call and share your stack, goals and team. We turn it into a precise role brief the same day.",
  },
  {
    number: "02",
    title: "Meet 2 to 3 matched seniors in 14 days",
    text: "We present 2 to 3 pre-vetted engineers with 5 to 10+ years of experience, each with a written assessment of their fit.",
  },
  {
    number: "03",
    title: "Interview, hire and onboard",
    text: "Interview the ones you like, hire as a contractor or full-time through our employer of record, and start. The duration is up to you.",
  },
] as const;

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

export interface CaseStudy {
  key: CaseStudyKey;
  title: string;
  client: string;
  /** The headline result shown on the card. */
  figure: string;
  figureLabel: string;
  challenge: string;
  techStack: string[];
  solution: string;
  outcome: string;
}

export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    key: "intelligence",
    title: "Customer intelligence platform",
    client: "SaaS scaleup, New York",
    figure: "28%",
    figureLabel: "higher upsell conversion",
    challenge:
      "Product usage, billing and CRM data lived in separate tools, so account managers could not see which customers were ready to expand.",
    techStack: ["Python", "dbt", "Snowflake", "Airflow", "Looker"],
    solution:
      "Two senior engineers built a unified customer model in Snowflake with dbt, scored expansion readiness daily and surfaced it in the CRM.",
    outcome: "Upsell conversion rose by 28% in the first two quarters, with every account scored before the weekly pipeline review.",
  },
  {
    key: "fraud",
    title: "Real-time fraud detection",
    client: "Payments FinTech, London",
    figure: "95%",
    figureLabel: "of fraud caught before settlement",
    challenge: "Rule-based checks ran in nightly batches, so fraudulent card transactions settled before anyone saw them.",
    techStack: ["Kafka", "Flink", "XGBoost", "Feature store", "AWS"],
    solution:
      "An ML engineer and a data engineer moved scoring into a streaming pipeline with a gradient-boosted model and live features, answering in under 50 ms.",
    outcome: "95% of fraudulent transactions are now stopped before settlement, and analysts review a short, ranked queue instead of every alert.",
  },
  {
    key: "reporting",
    title: "Automated regulatory reporting",
    client: "Asset manager, Geneva",
    figure: "60%",
    figureLabel: "less time on monthly reporting",
    challenge: "A team of analysts assembled regulatory and investor reports by hand from spreadsheets every month, under deadline pressure.",
    techStack: ["SQL", "dbt", "Azure Data Factory", "Power BI", "Great Expectations"],
    solution:
      "An analytics engineer modelled the reporting logic in dbt with data-quality tests and generated the reports from one governed source.",
    outcome: "Monthly reporting takes 60% less time, and every figure can be traced back to its source data.",
  },
  {
    key: "credit",
    title: "Credit-risk model rebuild",
    client: "Digital lender, Amsterdam",
    figure: "22%",
    figureLabel: "fewer loan defaults",
    challenge: "An ageing scorecard approved too many risky applicants and could not explain its decisions to the regulator.",
    techStack: ["Python", "scikit-learn", "SHAP", "MLflow", "Databricks"],
    solution:
      "A senior data scientist rebuilt the model on richer repayment data, added per-decision explanations and set up drift monitoring.",
    outcome: "Defaults fell by 22% at the same approval rate, with an explanation stored for every decision.",
  },
  {
    key: "crypto",
    title: "Crypto market-data pipeline",
    client: "Crypto exchange, Zurich",
    figure: "$12/month",
    figureLabel: "infrastructure cost per market",
    challenge: "Order-book data from dozens of markets was collected by an expensive, fragile set of always-on servers.",
    techStack: ["Rust", "Kafka", "ClickHouse", "Kubernetes", "GCP"],
    solution:
      "A data platform engineer replaced the servers with a lean streaming collector and compressed columnar storage, sized to the actual load.",
    outcome: "Each market now costs about $12/month to ingest and store, with query latency down to milliseconds.",
  },
];

export const GUARANTEE = {
  title: "No upfront fees. No long-term commitments.",
  text:
    "You pay only when you hire. Every placement starts with a 30-day risk-free trial: if it is not the right fit, we refund that month's fees " +
    "or find you a replacement free of charge. Cancel anytime with notice.",
  points: ["14-day match guarantee", "30-day money-back trial", "Free replacement in the first 30 days", "Dedicated account manager"],
};

export const HOW_IT_WORKS_GUARANTEES = [
  {
    title: "14-Day Guarantee",
    text: "2 to 3 pre-vetted candidates within 14 days of your discovery call. If we miss it, the search continues free.",
  },
  {
    title: "Risk-Free Trial",
    text: "The first 30 days are a trial: if the hire is not right, you get your money back or a free replacement.",
  },
  {
    title: "Pre-Vetted Talent",
    text: "Technical interviews, a practical assignment, reference and background checks before anyone reaches you.",
  },
  {
    title: "Ongoing Support (24/7)",
    text: "A dedicated account manager, and support around the clock after the hire for anything that comes up.",
  },
] as const;

export const LEADERS = [
  {
    slug: "naledi",
    name: "Naledi Khumalo",
    role: "Founder & CEO",
    bio: "Spent twelve years leading data teams at banks in Johannesburg and London, and hired engineers on both sides of the equator.",
  },
  {
    slug: "daniel",
    name: "Daniel Fourie",
    role: "Chief Operating Officer",
    bio: "Runs contracts, payroll and compliance across our markets, so clients and engineers can focus on the work.",
  },
  {
    slug: "kagiso",
    name: "Kagiso Molefe",
    role: "Head of Engineering Talent",
    bio: "A former ML engineer who designs our technical vetting and builds the teams we place, one senior at a time.",
  },
] as const;

export const PRINCIPLES = [
  {
    title: "Transparency & Trust",
    text: "Clear pricing, honest assessments of every candidate, and no hidden fees. You see exactly what you pay for.",
  },
  {
    title: "Long-term Relationships",
    text: "We measure success by engineers who stay and grow with your team, not by the number of placements.",
  },
  {
    title: "Scalability & Flexibility",
    text: "Start with one engineer and grow to a team, as contractors or full-time hires, and adjust as your plans change.",
  },
] as const;

export const FAQS = [
  {
    id: "location",
    question: "Where are your candidates located?",
    answer:
      "All of our engineers live and work in South Africa, mostly in Cape Town, Johannesburg and Durban. They work remotely with clients across the US, UK and Europe.",
  },
  {
    id: "timezone",
    question: "How does the time-zone difference work?",
    answer:
      "South Africa (UTC+2) is level with or one hour ahead of Central Europe and one to two hours ahead of the UK, so the working days line up. For US East Coast teams our engineers guarantee at least 6 hours of overlap each working day.",
  },
  {
    id: "pricing",
    question: "How much does it cost?",
    answer:
      "There are no upfront or placement fees: you pay only on a successful hire. Rates depend on seniority and role, and typically come to about 40% less than an equivalent local hire, with contracts, payroll, taxes and compliance included.",
  },
  {
    id: "stacks",
    question: "Which tech stacks do your engineers cover?",
    answer:
      "Modern data and AI stacks: Python, SQL, Scala, Spark, Kafka, Airflow, dbt, Snowflake, Databricks, BigQuery, PyTorch, LLM tooling, and the major clouds (AWS, Azure and GCP), among others.",
  },
  {
    id: "security",
    question: "How do you handle security and confidentiality?",
    answer:
      "Every engineer signs an NDA and passes a background check, works on encrypted devices, and follows practices aligned with GDPR and SOC 2. We can also work within your own security policies and tooling.",
  },
  {
    id: "replacement",
    question: "What if a hire does not work out?",
    answer:
      "Every placement starts with a 30-day risk-free trial. If the fit is not right in that time, we refund that month's fees or find you a replacement free of charge.",
  },
  {
    id: "speed",
    question: "How quickly can we start?",
    answer:
      "After a free 15-minute discovery call we present 2 to 3 matched candidates within 14 days. Most clients interview and make an offer within a week after that.",
  },
  {
    id: "support",
    question: "What support do we get after the hire?",
    answer:
      "You keep a dedicated account manager, and support is available 24/7 after the hire, from onboarding to performance reviews and contract changes.",
  },
] as const;

/** The photo of a person, in the sizes we serve (see scripts/generate-images.mjs). */
export const personPhoto = (slug: string) => ({
  src: `/images/people/${slug}-320.webp`,
  srcSet: `/images/people/${slug}-160.webp 160w, /images/people/${slug}-320.webp 320w`,
});
