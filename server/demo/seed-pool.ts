/**
 * The demo talent pool: profiles, working hours, availability, clients, dream teams and
 * pre-bookings for the people in seed-pool-people.ts. A pure function of the moment it runs: a
 * fixed pseudo-random seed picks the details, and every date is counted from that day (UTC), so a
 * fresh database always looks lived-in and current.
 *
 * The bookings follow the marketplace rules as the server enforces them: a completed booking has
 * ended, a confirmed one has not; confirmed and completed bookings of one expert never overlap,
 * and no pending one overlaps them; pending requests are younger than the expiry period and start
 * in the future, inside the expert's availability, so the lifecycle job leaves them alone.
 */
import { CONTRACT_LENGTHS, type AvailabilityStatus, type PreBookingStatus } from "@shared/constants";
import { POOL_PEOPLE, type PoolPerson, type PoolSpecialization } from "./seed-pool-people";
import { todayUtc } from "@shared/calendar";
import { addDays, daysBetween } from "@shared/calendar";

export const POOL_SEED = 0x5eed_2026;
/** The default PREBOOKING_EXPIRY_DAYS: pending requests are seeded younger than this. */
export const POOL_PENDING_MAX_AGE_HOURS = 4 * 24;
/** Why the lifecycle job declines an unanswered request (the text of expiryReasons(5).unanswered). */
export const EXPIRED_REASON = "The expert did not respond within 5 days, so this request was declined automatically.";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------
// A small seeded pseudo-random generator (mulberry32) and the helpers built on it.

export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (p: number) => next() < p;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return { next, int, pick, chance, shuffle, sample: <T>(items: readonly T[], n: number) => shuffle(items).slice(0, n) };
}
type Rng = ReturnType<typeof createRng>;

// ---------------------------------------------------------------------------------------------
// UTC calendar dates as YYYY-MM-DD (shared/calendar.ts).

const dayMs = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const overlaps = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) => a.startDate <= b.endDate && b.startDate <= a.endDate;

/** The contract length (months) closest to a window of this many days, at least 3. */
function contractLengthFor(days: number) {
  const months = days / 30;
  return CONTRACT_LENGTHS.reduce((best, m) => (Math.abs(m - months) < Math.abs(best - months) ? m : best), CONTRACT_LENGTHS[0]);
}

// ---------------------------------------------------------------------------------------------
// What the pool is made of.

const CLOUDS = ["AWS", "Azure", "GCP"] as const;

const SKILLS: Record<PoolSpecialization, { core: string[]; extra: string[] }> = {
  "Data Engineer": {
    core: ["Python", "SQL"],
    extra: ["PySpark", "Airflow", "dbt", "Snowflake", "BigQuery", "Databricks", "Kafka", "Terraform", "Scala", "Go", "Redshift", "Delta Lake", "Flink", "Dagster", "PostgreSQL", "Fivetran"],
  },
  "ML Engineer": {
    core: ["Python"],
    extra: ["PyTorch", "TensorFlow", "MLflow", "Kubernetes", "SageMaker", "Vertex AI", "Feast", "Docker", "Ray", "ONNX", "scikit-learn", "FastAPI", "PySpark"],
  },
  "AI Engineer": {
    core: ["Python", "LLMs"],
    extra: ["LangChain", "RAG", "LLM fine-tuning", "Azure OpenAI", "LlamaIndex", "pgvector", "Hugging Face", "FastAPI", "PyTorch", "TypeScript", "LLM evaluation", "AWS Bedrock"],
  },
  "Analytics Engineer": {
    core: ["SQL", "dbt"],
    extra: ["Looker", "Power BI", "Tableau", "BigQuery", "Snowflake", "Python", "Airflow", "Fivetran", "Redshift", "Metabase", "Dagster", "DAX"],
  },
  "Data Scientist": {
    core: ["Python", "SQL"],
    extra: ["scikit-learn", "XGBoost", "Statistics", "PyTorch", "TensorFlow", "R", "Forecasting", "A/B testing", "Causal inference", "PySpark", "Databricks", "Tableau", "Bayesian modelling"],
  },
  "Data Platform Engineer": {
    core: ["Terraform", "Kubernetes"],
    extra: ["Kafka", "Databricks", "Snowflake", "Go", "Rust", "Python", "Airflow", "Delta Lake", "Trino", "Helm", "Scala", "Prometheus"],
  },
  "MLOps Engineer": {
    core: ["Python", "Kubernetes", "MLflow"],
    extra: ["Kubeflow", "Docker", "CI/CD", "Terraform", "Prometheus", "SageMaker", "Argo CD", "Go", "Vertex AI", "Ray"],
  },
};

const BASE_RATE: Record<PoolSpecialization, number> = {
  "Data Engineer": 52,
  "ML Engineer": 60,
  "AI Engineer": 66,
  "Analytics Engineer": 48,
  "Data Scientist": 54,
  "Data Platform Engineer": 62,
  "MLOps Engineer": 58,
};

/** What they do (first sentence) and something they did (second), per specialization. */
const BIO: Record<PoolSpecialization, { what: string[]; did: string[] }> = {
  "Data Engineer": {
    what: [
      "Builds batch and streaming pipelines that analysts can trust.",
      "Designs warehouses and lakehouses for teams outgrowing spreadsheets and cron jobs.",
      "Moves legacy ETL into tested, orchestrated pipelines with data contracts.",
      "Specialises in ingestion at scale: change data capture, event streams and third-party APIs into one governed warehouse.",
      "Runs data engineering for product teams that ship weekly.",
    ],
    did: [
      "Recently cut a retailer's warehouse bill by a third while halving pipeline run times.",
      "Led the move of a bank's nightly batch jobs onto an orchestrated platform with lineage.",
      "Built the event pipeline behind a payments company's real-time dashboards.",
      "Replaced a brittle reporting database with a Snowflake warehouse used by 300 analysts.",
      "Set up data-quality checks that caught a billing bug before it reached customers.",
    ],
  },
  "ML Engineer": {
    what: [
      "Takes models from notebooks to monitored production services.",
      "Builds the serving, feature and retraining plumbing that keeps models honest in production.",
      "Turns promising prototypes into low-latency APIs with proper rollback.",
      "Works where data science meets software engineering: feature stores, model CI and online evaluation.",
    ],
    did: [
      "Shipped a recommendation service handling 2,000 requests a second at 40 ms.",
      "Cut a lender's model release cycle from a quarter to two weeks.",
      "Built drift monitoring that flagged a broken upstream feed within an hour.",
      "Moved an insurer's pricing models onto a shared feature store.",
    ],
  },
  "AI Engineer": {
    what: [
      "Designs retrieval-augmented assistants that answer from a company's own documents.",
      "Builds LLM features with evaluation harnesses, guardrails and sensible cost controls.",
      "Turns generative AI prototypes into products people rely on.",
      "Works on search, retrieval and agents on top of large language models.",
    ],
    did: [
      "Shipped a support assistant that resolves 40% of tickets without a human.",
      "Built the evaluation suite that let a legal-tech team swap models in a day.",
      "Fine-tuned an open model for claims triage at a tenth of the API cost.",
      "Cut the answer latency of a document assistant from nine seconds to two.",
    ],
  },
  "Analytics Engineer": {
    what: [
      "Turns messy warehouses into tested dbt models and one set of metrics.",
      "Builds the semantic layer finance and product teams actually use.",
      "Bridges data engineering and analysis: clean models, clear documentation, dashboards that agree.",
      "Owns metrics layers and the BI tools on top of them.",
    ],
    did: [
      "Rebuilt a scale-up's revenue reporting so month-end closes two days sooner.",
      "Retired 200 conflicting dashboards in favour of 30 trusted ones.",
      "Introduced dbt tests and CI that stopped broken numbers reaching the board pack.",
      "Migrated a retailer's reporting from spreadsheets to a governed Looker model.",
    ],
  },
  "Data Scientist": {
    what: [
      "Forecasting, pricing and risk models with results business teams can act on.",
      "Designs experiments and explains what they mean, not only whether they are significant.",
      "Builds explainable models for regulated industries.",
      "Applies statistics and machine learning to demand, churn and fraud problems.",
    ],
    did: [
      "Improved a grocer's demand forecasts enough to cut waste by 12%.",
      "Rebuilt a lender's scorecard, lowering defaults while approving more applicants.",
      "Set up the experimentation programme for a subscription app's pricing.",
      "Built a fraud model that catches card-testing attacks within minutes.",
    ],
  },
  "Data Platform Engineer": {
    what: [
      "Runs data platforms as products: infrastructure as code, cost controls and self-service.",
      "Builds the streaming and lakehouse infrastructure other data teams stand on.",
      "Automates cloud data infrastructure so new pipelines take hours, not weeks.",
    ],
    did: [
      "Moved a fintech's data platform to Terraform and cut cloud spend by 35%.",
      "Runs Kafka clusters carrying a billion events a day.",
      "Built a self-service lakehouse that onboarded twelve analytics teams.",
    ],
  },
  "MLOps Engineer": {
    what: [
      "Automates training, deployment and monitoring so models ship weekly.",
      "Builds model CI/CD, registries and observability for data science teams.",
      "Keeps machine learning in production reliable, reproducible and cheap to run.",
    ],
    did: [
      "Took a bank's model releases from quarterly to weekly with canary deployments.",
      "Cut GPU training costs in half with spot instances and smarter scheduling.",
      "Set up the model registry and approval flow an auditor signed off first time.",
    ],
  },
};

const SA_CITIES = ["Johannesburg", "Cape Town", "Durban", "Pretoria", "Stellenbosch", "Gqeberha", "Centurion", "Bloemfontein"];

const ABROAD: Record<string, string> = {
  "Europe/London": "Based in London and works UK hours.",
  "Europe/Amsterdam": "Lives in Amsterdam and works Central European hours.",
  "Europe/Lisbon": "Based in Lisbon and works Western European hours.",
  "America/Toronto": "Based in Toronto and works US Eastern hours.",
};

/**
 * Working hours of the pool: how many people keep each. A little over half work a South African
 * day, which is most of the European one too; the others shift it for US clients, as the promise of
 * at least 6 shared hours with the US East Coast needs (13:00–22:00 in South Africa is 07:00–16:00
 * in New York in the northern summer and 06:00–15:00 in winter, so 7 or 6 hours of a 09:00–17:00
 * day); a few live abroad in zones with daylight saving.
 */
const HOURS: { timeZone: string; workStart: string; workEnd: string; count: number }[] = [
  { timeZone: "Africa/Johannesburg", workStart: "08:00", workEnd: "17:00", count: 19 },
  { timeZone: "Africa/Johannesburg", workStart: "07:30", workEnd: "16:30", count: 3 },
  { timeZone: "Africa/Johannesburg", workStart: "09:00", workEnd: "18:00", count: 3 },
  { timeZone: "Africa/Johannesburg", workStart: "13:00", workEnd: "22:00", count: 15 },
  { timeZone: "Africa/Johannesburg", workStart: "13:30", workEnd: "22:30", count: 4 },
  { timeZone: "Africa/Johannesburg", workStart: "14:00", workEnd: "23:00", count: 4 },
  { timeZone: "Europe/London", workStart: "09:00", workEnd: "17:30", count: 3 },
  { timeZone: "Europe/Amsterdam", workStart: "08:30", workEnd: "17:00", count: 2 },
  { timeZone: "Europe/Lisbon", workStart: "09:00", workEnd: "18:00", count: 1 },
  { timeZone: "America/Toronto", workStart: "09:00", workEnd: "17:00", count: 2 },
];

/**
 * Where someone stands today: free, free after a contract, booked out or away. "bench" is free and
 * not asked for by single requests yet: vetted and waiting for a match, as a US client looking for
 * people now finds them.
 */
type Story = "ongoing" | "free" | "bench" | "soon" | "later" | "booked" | "unavailable";
const STORIES: { story: Story; count: number }[] = [
  { story: "ongoing", count: 10 },
  { story: "free", count: 6 },
  { story: "bench", count: 16 },
  { story: "soon", count: 10 },
  { story: "later", count: 8 },
  { story: "booked", count: 3 },
  { story: "unavailable", count: 3 },
];

/** US clients want people working late in South Africa, or in North America. */
const worksUsHours = (h: { timeZone: string; workStart: string }) => h.timeZone.startsWith("America/") || (h.timeZone === "Africa/Johannesburg" && h.workStart >= "11:00");

/**
 * The demo client's draft team "Analytics Refresh" gets these three, pinned to a South African
 * day (UK-friendly), free within a few weeks and without bookings, so its plan has a clear answer.
 */
export const ANALYTICS_REFRESH_MEMBERS = ["kayla-jacobs", "sarah-abrahams", "werner-swanepoel"] as const;
const PINNED: Record<string, { story: Story; hours: (typeof HOURS)[number] }> = {
  "kayla-jacobs": { story: "free", hours: HOURS[0] },
  "sarah-abrahams": { story: "soon", hours: HOURS[0] },
  "werner-swanepoel": { story: "free", hours: HOURS[0] },
};

interface ClientSpec {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  us: boolean;
  profile: {
    companyName: string;
    companySize: string;
    industry: string;
    companyLocation: string;
    website: string;
    typicalProjectDuration: string;
    preferredTeamSize: string;
    budgetRange: string;
    urgency: string;
    timeZone: string;
    workStart: string;
    workEnd: string;
  };
  teams: { name: string; description: string; status: "active" | "draft"; roles: PoolSpecialization[] }[];
}

const CLIENTS: ClientSpec[] = [
  {
    key: "hudson",
    firstName: "Marcus",
    lastName: "Bell",
    email: "marcus.bell@hudsonledger.example",
    us: true,
    profile: {
      companyName: "Hudson Ledger",
      companySize: "51-200",
      industry: "FinTech",
      companyLocation: "New York, USA",
      website: "https://hudsonledger.example",
      typicalProjectDuration: "6-12 months",
      preferredTeamSize: "4-5 people",
      budgetRange: "$50k+",
      urgency: "Within 2 weeks",
      timeZone: "America/New_York",
      workStart: "09:00",
      workEnd: "17:00",
    },
    teams: [
      { name: "Payments Data Platform", description: "Streaming ledger data into a warehouse finance can close the month on.", status: "active", roles: ["Data Engineer", "Data Platform Engineer", "Analytics Engineer"] },
      { name: "Fraud ML Pod", description: "Real-time fraud scoring for card payments.", status: "active", roles: ["ML Engineer", "Data Scientist", "MLOps Engineer"] },
    ],
  },
  {
    key: "polder",
    firstName: "Elena",
    lastName: "Vos",
    email: "elena.vos@polderenergy.example",
    us: false,
    profile: {
      companyName: "Polder Energy",
      companySize: "200+",
      industry: "Energy",
      companyLocation: "Amsterdam, Netherlands",
      website: "https://polderenergy.example",
      typicalProjectDuration: "12+ months",
      preferredTeamSize: "2-3 people",
      budgetRange: "$50k+",
      urgency: "Within 1 month",
      timeZone: "Europe/Amsterdam",
      workStart: "08:30",
      workEnd: "17:00",
    },
    teams: [{ name: "Grid Forecasting", description: "Load and solar forecasts for the balancing desk.", status: "active", roles: ["Data Scientist", "Data Scientist", "ML Engineer"] }],
  },
  {
    key: "brightwave",
    firstName: "Tom",
    lastName: "Reilly",
    email: "tom.reilly@brightwavehealth.example",
    us: true,
    profile: {
      companyName: "Brightwave Health",
      companySize: "11-50",
      industry: "HealthTech",
      companyLocation: "Boston, USA",
      website: "https://brightwavehealth.example",
      typicalProjectDuration: "3-6 months",
      preferredTeamSize: "2-3 people",
      budgetRange: "$30k-$50k",
      urgency: "ASAP",
      timeZone: "America/New_York",
      workStart: "08:00",
      workEnd: "16:30",
    },
    teams: [
      { name: "Clinical Notes Assistant", description: "A retrieval assistant over clinical guidelines, with evaluation and audit trails.", status: "active", roles: ["AI Engineer", "AI Engineer", "MLOps Engineer"] },
      { name: "Warehouse Clean-up", description: "Ideas for tidying the reporting models next quarter.", status: "draft", roles: ["Analytics Engineer"] },
    ],
  },
  {
    key: "alpine",
    firstName: "Sofia",
    lastName: "Marino",
    email: "sofia.marino@alpineledger.example",
    us: false,
    profile: {
      companyName: "Alpine Ledger",
      companySize: "51-200",
      industry: "Crypto & Web3",
      companyLocation: "Zurich, Switzerland",
      website: "https://alpineledger.example",
      typicalProjectDuration: "6-12 months",
      preferredTeamSize: "2-3 people",
      budgetRange: "$50k+",
      urgency: "Within 2 weeks",
      timeZone: "Europe/Zurich",
      workStart: "09:00",
      workEnd: "18:00",
    },
    teams: [{ name: "Market Data Streaming", description: "Order-book feeds from twelve venues into one low-latency store.", status: "active", roles: ["Data Engineer", "Data Platform Engineer"] }],
  },
  {
    key: "peachtree",
    firstName: "James",
    lastName: "Carter",
    email: "james.carter@peachtreeretail.example",
    us: true,
    profile: {
      companyName: "Peachtree Retail",
      companySize: "200+",
      industry: "Retail",
      companyLocation: "Atlanta, USA",
      website: "https://peachtreeretail.example",
      typicalProjectDuration: "6-12 months",
      preferredTeamSize: "2-3 people",
      budgetRange: "$30k-$50k",
      urgency: "Within 1 month",
      timeZone: "America/New_York",
      workStart: "09:00",
      workEnd: "17:00",
    },
    teams: [{ name: "Demand Forecasting", description: "Store-level demand forecasts and the metrics to judge them.", status: "active", roles: ["Data Scientist", "Analytics Engineer"] }],
  },
  {
    key: "thistle",
    firstName: "Fiona",
    lastName: "MacLeod",
    email: "fiona.macleod@thistleinsurance.example",
    us: false,
    profile: {
      companyName: "Thistle Insurance",
      companySize: "200+",
      industry: "Insurance",
      companyLocation: "Edinburgh, UK",
      website: "https://thistleinsurance.example",
      typicalProjectDuration: "6-12 months",
      preferredTeamSize: "4-5 people",
      budgetRange: "$50k+",
      urgency: "Flexible",
      timeZone: "Europe/London",
      workStart: "09:00",
      workEnd: "17:00",
    },
    teams: [{ name: "Claims Automation", description: "Claims triage with language models, on data we can audit.", status: "active", roles: ["AI Engineer", "Data Engineer", "Data Scientist"] }],
  },
  {
    key: "signal",
    firstName: "Noah",
    lastName: "Klein",
    email: "noah.klein@signalloop.example",
    us: true,
    profile: {
      companyName: "Signal Loop",
      companySize: "11-50",
      industry: "SaaS",
      companyLocation: "Miami, USA",
      website: "https://signalloop.example",
      typicalProjectDuration: "3-6 months",
      preferredTeamSize: "1 person",
      budgetRange: "$15k-$30k",
      urgency: "Flexible",
      timeZone: "America/New_York",
      workStart: "10:00",
      workEnd: "18:00",
    },
    teams: [{ name: "Product Analytics", description: "Event tracking and a metrics layer for the product team.", status: "draft", roles: ["Analytics Engineer", "Data Engineer"] }],
  },
];

const NOTES: Record<PoolSpecialization, string[]> = {
  "Data Engineer": [
    "Move our nightly batch jobs to Airflow, with tests and alerting.",
    "Change data capture from Postgres into Snowflake.",
    "Stabilise the Kafka pipelines that feed the risk engine.",
    "Rebuild the revenue pipeline on Databricks.",
  ],
  "ML Engineer": ["Productionise the churn model behind a low-latency API.", "Monitoring and retraining for our pricing model.", "Ship the recommendation model to production."],
  "AI Engineer": ["A retrieval assistant over our policy documents.", "Evaluate and harden the support chatbot before launch.", "Fine-tune an open model for claims triage."],
  "Analytics Engineer": ["Rebuild our metrics layer in dbt.", "Move the Tableau dashboards onto tested models in Looker.", "Own the finance data mart for month-end reporting."],
  "Data Scientist": ["Demand forecasting for 400 stores.", "Refresh the credit-risk scorecard, with explanations.", "Design and analyse our pricing experiments."],
  "Data Platform Engineer": ["Terraform the data platform and cut cloud spend.", "A self-service lakehouse for the analysts.", "Run Kafka and Trino on Kubernetes."],
  "MLOps Engineer": ["CI/CD for models with canary releases.", "Move the training pipelines to Kubeflow.", "A model registry and monitoring on MLflow."],
};

// ---------------------------------------------------------------------------------------------
// The plan: plain rows for seed.ts to insert.

export interface PoolAvailability {
  status: AvailabilityStatus;
  availableFrom: string;
  availableTo: string | null;
  currentContractEndDate: string | null;
  preferredContractLength: number;
  autoExtend: boolean;
}

export interface PoolExpert {
  slug: string;
  firstName: string;
  lastName: string;
  email: string;
  name: string;
  specialization: PoolSpecialization;
  role: string;
  profileImage: string | null;
  skills: string[];
  yearsExperience: number;
  hourlyRate: number;
  bio: string;
  isActive: boolean;
  timeZone: string;
  workStart: string;
  workEnd: string;
  joinedAt: Date;
  availability: PoolAvailability | null;
}

export interface PoolClient {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  joinedAt: Date;
  profile: ClientSpec["profile"];
}

export interface PoolTeam {
  /** A key of `clients`, or "demo" for the demo client's existing teams. */
  clientKey: string;
  name: string;
  description: string;
  status: "active" | "draft";
  createdAt: Date;
  members: string[];
}

export interface PoolBooking {
  clientKey: string;
  expertSlug: string;
  teamName: string | null;
  startDate: string;
  endDate: string;
  contractLength: number;
  preInterviewRequested: boolean;
  notes: string | null;
  status: PreBookingStatus;
  statusReason: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  declinedAt: Date | null;
  completedAt: Date | null;
}

export interface PoolPlan {
  today: string;
  experts: PoolExpert[];
  clients: PoolClient[];
  /** New teams of the new clients. */
  teams: PoolTeam[];
  /** Members added to the demo client's existing draft team "Analytics Refresh". */
  demoTeamMembers: { teamName: string; members: string[] };
  bookings: PoolBooking[];
}

function roleTitle(specialization: PoolSpecialization, years: number, rng: Rng) {
  if (years >= 14) return `${rng.chance(0.5) ? "Principal" : "Lead"} ${specialization}`;
  if (years >= 8) return `Senior ${specialization}`;
  return specialization;
}

function skillsFor(specialization: PoolSpecialization, rng: Rng) {
  const { core, extra } = SKILLS[specialization];
  const picked = rng.sample(extra, rng.int(3, 5));
  const skills = [...core, ...picked];
  if (rng.chance(0.85)) skills.push(rng.pick(CLOUDS));
  return [...new Set(skills)];
}

function rateFor(specialization: PoolSpecialization, years: number, rng: Rng) {
  const raw = BASE_RATE[specialization] + (years - 5) * 4.5 + rng.int(-8, 12);
  return Math.min(140, Math.max(45, Math.round(raw / 5) * 5));
}

function hoursSentence(h: { timeZone: string; workStart: string; workEnd: string }, rng: Rng) {
  if (ABROAD[h.timeZone]) return ABROAD[h.timeZone];
  const city = rng.pick(SA_CITIES);
  if (worksUsHours(h)) return `Based in ${city}; works ${h.workStart}–${h.workEnd} South African time to share most of the day with US East Coast teams.`;
  return `Based in ${city}.`;
}

/**
 * The pool as of `now`. Deterministic: the same day gives the same plan (times of day follow
 * `now`), and a later day gives the same people with every date moved along.
 */
export function planPool(now: Date = new Date(), seed = POOL_SEED): PoolPlan {
  const rng = createRng(seed);
  const today = todayUtc(now);
  const nowMs = now.getTime();
  const todayMs = dayMs(today);
  /** A moment `days` whole days before today's midnight plus `hours`, never later than a minute ago. */
  const at = (daysAgo: number, hours = 0) => new Date(Math.min(todayMs - daysAgo * DAY + hours * HOUR, nowMs - 60_000));
  const later = (base: Date, hours: number) => new Date(Math.min(base.getTime() + hours * HOUR, nowMs - 60_000));
  /** The i-th of n days between `min` and `max` days ago, denser towards today: a business that grows. */
  const spread = (i: number, n: number, min: number, max: number) => min + Math.floor((max - min) * ((i + rng.next()) / n) ** 1.4);

  // --- Who works when, and where each person stands today.
  const active = POOL_PEOPLE.filter((p) => !p.underReview);
  const pinnedSlugs = new Set(Object.keys(PINNED));
  const hoursLeft = HOURS.flatMap((h) => Array.from({ length: h.count }, () => h));
  const storiesLeft = STORIES.flatMap((s) => Array.from({ length: s.count }, () => s.story));
  for (const pin of Object.values(PINNED)) {
    hoursLeft.splice(hoursLeft.indexOf(pin.hours), 1);
    storiesLeft.splice(storiesLeft.indexOf(pin.story), 1);
  }
  const hoursQueue = rng.shuffle(hoursLeft);
  const storyQueue = rng.shuffle(storiesLeft);

  const stories = new Map<string, Story>();
  for (const p of active) stories.set(p.slug, PINNED[p.slug]?.story ?? storyQueue.pop()!);
  // US clients look for people now: the bench and those free now take the US-shifted hours first,
  // then those free soon, so a New York client finds a choice of them; the others keep a South
  // African or European day, as long as there are such hours left.
  const usDeck = hoursQueue.filter(worksUsHours);
  const homeDeck = hoursQueue.filter((h) => !worksUsHours(h));
  const dealt = new Map<string, (typeof HOURS)[number]>();
  for (const story of ["bench", "free", "soon", "ongoing", "later", "booked", "unavailable"] as const) {
    const [first, second] = story === "bench" || story === "free" || story === "soon" ? [usDeck, homeDeck] : [homeDeck, usDeck];
    for (const p of active) if (!PINNED[p.slug] && stories.get(p.slug) === story) dealt.set(p.slug, first.pop() ?? second.pop()!);
  }
  const experts: PoolExpert[] = POOL_PEOPLE.map((p: PoolPerson) => {
    const pinned = PINNED[p.slug];
    const hours = p.underReview ? HOURS[0] : (pinned?.hours ?? dealt.get(p.slug)!);
    const years = rng.int(5, 17);
    const bio = BIO[p.specialization];
    return {
      slug: p.slug,
      firstName: p.firstName,
      lastName: p.lastName,
      email: `${p.firstName}.${p.lastName}`.toLowerCase().replace(/[^a-z.]+/g, "") + "@proteatalent.com",
      name: `${p.firstName} ${p.lastName}`,
      specialization: p.specialization,
      role: roleTitle(p.specialization, years, rng),
      profileImage: p.underReview ? null : `/images/people/${p.slug}-320.webp`,
      skills: skillsFor(p.specialization, rng),
      yearsExperience: years,
      hourlyRate: rateFor(p.specialization, years, rng),
      bio: `${rng.pick(bio.what)} ${rng.pick(bio.did)} ${hoursSentence(hours, rng)}`,
      isActive: !p.underReview,
      timeZone: hours.timeZone,
      workStart: hours.workStart,
      workEnd: hours.workEnd,
      joinedAt: p.underReview ? at(rng.int(1, 3), rng.int(7, 18)) : at(rng.int(30, 900), rng.int(7, 18)),
      availability: null,
    };
  });
  const bySlug = new Map(experts.map((e) => [e.slug, e]));

  // --- Bookings that already shape availability: running engagements and finished ones.
  const bookings: PoolBooking[] = [];
  /** Confirmed and completed windows per expert, which nothing pending or confirmed may overlap. */
  const held = new Map<string, { startDate: string; endDate: string }[]>(active.map((p) => [p.slug, []]));
  const clientsFor = (e: PoolExpert) => CLIENTS.filter((c) => c.us === worksUsHours(e));
  const chooseClient = (e: PoolExpert) => (rng.chance(0.8) ? rng.pick(clientsFor(e)) : rng.pick(CLIENTS));
  const base = (e: PoolExpert, client: ClientSpec, startDate: string, endDate: string) => ({
    clientKey: client.key,
    expertSlug: e.slug,
    teamName: null as string | null,
    startDate,
    endDate,
    contractLength: contractLengthFor(daysBetween(startDate, endDate)),
    preInterviewRequested: rng.chance(0.7),
    notes: rng.chance(0.85) ? rng.pick(NOTES[e.specialization]) : null,
  });

  for (const e of experts) {
    const story = stories.get(e.slug);
    if (!story) continue;
    const pinned = pinnedSlugs.has(e.slug);
    let availableFrom: string;
    let currentContractEndDate: string | null = null;
    let status: AvailabilityStatus = "available";

    if (story === "ongoing") {
      // Confirmed through us some weeks ago, running now, ending within ten weeks.
      const startDate = addDays(today, -rng.int(10, 55));
      const endDate = addDays(today, rng.int(7, 70));
      const createdAt = at(daysBetween(addDays(startDate, -rng.int(4, 21)), today), rng.int(7, 17));
      const client = chooseClient(e);
      bookings.push({ ...base(e, client, startDate, endDate), status: "confirmed", statusReason: null, createdAt, confirmedAt: later(createdAt, rng.int(6, 72)), declinedAt: null, completedAt: null });
      held.get(e.slug)!.push({ startDate, endDate });
      currentContractEndDate = endDate;
      availableFrom = addDays(endDate, rng.int(1, 10));
    } else if (story === "free" || story === "bench") {
      availableFrom = rng.chance(0.6) ? addDays(today, -rng.int(1, 21)) : addDays(today, rng.int(0, 6));
    } else if (story === "soon") {
      availableFrom = addDays(today, pinned ? 14 : rng.int(7, 42));
      currentContractEndDate = addDays(availableFrom, -rng.int(1, 3));
    } else if (story === "later") {
      availableFrom = addDays(today, rng.int(45, 120));
      currentContractEndDate = addDays(availableFrom, -rng.int(1, 5));
    } else if (story === "booked") {
      status = "booked";
      currentContractEndDate = addDays(today, rng.int(90, 240));
      availableFrom = addDays(currentContractEndDate, 1);
    } else {
      status = "unavailable";
      availableFrom = addDays(today, rng.int(60, 150));
    }
    const openEnded = rng.chance(0.5);
    e.availability = {
      status,
      availableFrom,
      availableTo: openEnded ? null : addDays(availableFrom, rng.int(180, 540)),
      currentContractEndDate,
      preferredContractLength: rng.pick([3, 6, 6, 6, 12, 12, 18, 24]),
      autoExtend: rng.chance(0.35),
    };

    // Some have finished an engagement through us, some long ago, most in the last weeks.
    if (!pinned && rng.chance(0.42)) {
      const firstHeld = held.get(e.slug)![0]?.startDate;
      let endDate = addDays(today, -rng.int(2, 75));
      if (firstHeld && endDate >= addDays(firstHeld, -3)) endDate = addDays(firstHeld, -rng.int(3, 12));
      const startDate = addDays(endDate, -rng.int(4, 13) * 7);
      const createdAt = at(daysBetween(addDays(startDate, -rng.int(5, 21)), today), rng.int(7, 17));
      const confirmedAt = later(createdAt, rng.int(6, 96));
      const completedAt = at(daysBetween(addDays(endDate, 1), today), 2);
      bookings.push({ ...base(e, chooseClient(e), startDate, endDate), status: "completed", statusReason: null, createdAt, confirmedAt, declinedAt: null, completedAt });
      held.get(e.slug)!.push({ startDate, endDate });
    }
  }

  /**
   * The first start on or after `earliest` for a window of `days` days that lies inside the
   * expert's availability and overlaps none of their confirmed bookings; null within a year.
   */
  const firstFit = (e: PoolExpert, earliest: string, days: number) => {
    const a = e.availability;
    if (!a || a.status !== "available") return null;
    for (let start = earliest < a.availableFrom ? a.availableFrom : earliest; start <= addDays(today, 365); start = addDays(start, 1)) {
      const window = { startDate: start, endDate: addDays(start, days) };
      if (a.availableTo && window.endDate > a.availableTo) return null;
      if (!held.get(e.slug)!.some((h) => overlaps(h, window))) return window;
    }
    return null;
  };

  // --- Clients and their teams.
  const clients: PoolClient[] = CLIENTS.map((c) => ({ key: c.key, firstName: c.firstName, lastName: c.lastName, email: c.email, joinedAt: at(rng.int(90, 400), rng.int(8, 17)), profile: c.profile }));
  const teams: PoolTeam[] = [];
  const inTeams = new Set<string>(ANALYTICS_REFRESH_MEMBERS);
  for (const c of CLIENTS) {
    for (const t of c.teams) {
      const members: string[] = [];
      for (const role of t.roles) {
        const fits = active
          .map((p) => bySlug.get(p.slug)!)
          .filter((e) => e.specialization === role && !inTeams.has(e.slug) && !members.includes(e.slug))
          .filter((e) => t.status === "draft" || e.availability?.status === "available");
        // Active teams prefer people who work the client's hours and are free within six weeks.
        const hoursFit = (e: PoolExpert) => worksUsHours(e) === c.us;
        const soonFree = (e: PoolExpert) => t.status === "draft" || e.availability!.availableFrom <= addDays(today, 42);
        const choices = [fits.filter((e) => hoursFit(e) && soonFree(e)), fits.filter(soonFree), fits.filter(hoursFit), fits].find((list) => list.length);
        if (!choices) continue;
        const chosen = rng.pick(choices);
        members.push(chosen.slug);
        inTeams.add(chosen.slug);
      }
      teams.push({ clientKey: c.key, name: t.name, description: t.description, status: t.status, createdAt: at(rng.int(10, 80), rng.int(8, 17)), members });
    }
  }
  const teamOf = (clientKey: string, slug: string) => teams.find((t) => t.clientKey === clientKey && t.members.includes(slug))?.name ?? null;
  const clientOfTeam = (slug: string) => CLIENTS.find((c) => teams.some((t) => t.clientKey === c.key && t.members.includes(slug)));

  // --- A request for a whole team, made a day ago and not yet answered (placed first, so it fits).
  const clinical = teams.find((t) => t.name === "Clinical Notes Assistant")!;
  const teamDays = 12 * 7;
  for (let start = addDays(today, 10); start <= addDays(today, 240); start = addDays(start, 1)) {
    const fits = clinical.members.map((slug) => firstFit(bySlug.get(slug)!, start, teamDays));
    if (fits.every((w) => w?.startDate === start)) {
      const createdAt = new Date(nowMs - rng.int(20, 40) * HOUR);
      for (const slug of clinical.members) {
        const e = bySlug.get(slug)!;
        bookings.push({
          ...base(e, CLIENTS.find((c) => c.key === clinical.clientKey)!, start, addDays(start, teamDays)),
          teamName: clinical.name,
          notes: "A retrieval assistant over clinical guidelines, with an evaluation suite.",
          preInterviewRequested: true,
          status: "pending",
          statusReason: null,
          createdAt,
          confirmedAt: null,
          declinedAt: null,
          completedAt: null,
        });
      }
      break;
    }
  }
  // --- Future confirmed engagements for some who are free.
  const freeNow = experts.filter(
    (e) => !pinnedSlugs.has(e.slug) && !clinical.members.includes(e.slug) && e.availability?.status === "available" && ["free", "soon"].includes(stories.get(e.slug)!),
  );
  for (const [i, e] of rng.sample(freeNow, 10).entries()) {
    const window = firstFit(e, addDays(today, rng.int(5, 30)), rng.int(8, 26) * 7);
    if (!window) continue;
    const client = clientOfTeam(e.slug) ?? chooseClient(e);
    const createdAt = at(spread(i, 10, 4, 45), rng.int(7, 17));
    bookings.push({
      ...base(e, client, window.startDate, window.endDate),
      teamName: teamOf(client.key, e.slug),
      status: "confirmed",
      statusReason: null,
      createdAt,
      confirmedAt: later(createdAt, rng.int(5, 90)),
      declinedAt: null,
      completedAt: null,
    });
    held.get(e.slug)!.push(window);
  }

  // --- Requests that were turned down, or expired unanswered, over the last twelve weeks.
  for (const [i, e] of rng.sample(experts.filter((x) => x.isActive && !pinnedSlugs.has(x.slug)), 20).entries()) {
    const daysAgo = spread(i, 20, 3, 83);
    const createdAt = at(daysAgo, rng.int(7, 18));
    const startDate = addDays(today, -daysAgo + rng.int(7, 35));
    const endDate = addDays(startDate, rng.int(8, 26) * 7);
    const client = rng.chance(0.3) ? (clientOfTeam(e.slug) ?? chooseClient(e)) : chooseClient(e);
    const expired = daysAgo > 6 && rng.chance(0.35);
    bookings.push({
      ...base(e, client, startDate, endDate),
      teamName: teamOf(client.key, e.slug),
      status: "declined",
      statusReason: expired ? EXPIRED_REASON : null,
      createdAt,
      confirmedAt: null,
      declinedAt: expired ? later(createdAt, 5 * 24 + rng.int(0, 5)) : later(createdAt, rng.int(2, 96)),
      completedAt: null,
    });
  }

  // --- Fresh single requests waiting for an answer, some experts with two.
  const requestable = experts.filter(
    (e) => !pinnedSlugs.has(e.slug) && !clinical.members.includes(e.slug) && e.availability?.status === "available" && stories.get(e.slug) !== "bench",
  );
  for (const e of [...rng.sample(requestable, 14), ...rng.sample(requestable, 4)]) {
    const window = firstFit(e, addDays(today, rng.int(3, 45)), rng.int(6, 26) * 7);
    if (!window) continue;
    const client = rng.chance(0.4) ? (clientOfTeam(e.slug) ?? chooseClient(e)) : chooseClient(e);
    bookings.push({
      ...base(e, client, window.startDate, window.endDate),
      teamName: teamOf(client.key, e.slug),
      status: "pending",
      statusReason: null,
      createdAt: new Date(nowMs - rng.int(1, POOL_PENDING_MAX_AGE_HOURS - 2) * HOUR),
      confirmedAt: null,
      declinedAt: null,
      completedAt: null,
    });
  }

  bookings.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.expertSlug.localeCompare(b.expertSlug));
  return { today, experts, clients, teams, demoTeamMembers: { teamName: "Analytics Refresh", members: [...ANALYTICS_REFRESH_MEMBERS] }, bookings };
}
