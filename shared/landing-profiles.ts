/**
 * The eight sample engineers shown on the landing page carousel. The demo database seeds the
 * same people as active experts so that the marketing page and the marketplace agree.
 */
export interface LandingProfile {
  slug: string;
  firstName: string;
  lastName: string;
  role: string;
  skills: string[];
  yearsExperience: number;
  hourlyRate: number | null;
  bio: string;
}

export const LANDING_PROFILES: LandingProfile[] = [
  {
    slug: "thandi",
    firstName: "Thandi",
    lastName: "Nkosi",
    role: "Senior Data Engineer",
    skills: ["Python", "Spark", "Airflow", "dbt", "Snowflake", "AWS"],
    yearsExperience: 9,
    hourlyRate: 65,
    bio: "Builds batch and streaming pipelines for fintech and retail teams; moved three companies from cron jobs to orchestrated, tested data platforms.",
  },
  {
    slug: "pieter",
    firstName: "Pieter",
    lastName: "van der Merwe",
    role: "ML Engineer",
    skills: ["Python", "PyTorch", "MLflow", "Kubernetes", "SageMaker"],
    yearsExperience: 8,
    hourlyRate: 70,
    bio: "Takes models from notebooks to monitored production services, with feature stores, CI for models and sensible rollback.",
  },
  {
    slug: "lerato",
    firstName: "Lerato",
    lastName: "Mokoena",
    role: "AI Engineer",
    skills: ["LLMs", "LangChain", "Python", "RAG", "Azure OpenAI", "FastAPI"],
    yearsExperience: 6,
    hourlyRate: 75,
    bio: "Designs retrieval-augmented assistants and evaluation harnesses that keep LLM features accurate, fast and affordable.",
  },
  {
    slug: "ruan",
    firstName: "Ruan",
    lastName: "Botha",
    role: "Analytics Engineer",
    skills: ["dbt", "SQL", "Looker", "BigQuery", "Python"],
    yearsExperience: 7,
    hourlyRate: 55,
    bio: "Turns messy warehouses into trusted metrics layers that finance and product teams actually use.",
  },
  {
    slug: "ayesha",
    firstName: "Ayesha",
    lastName: "Patel",
    role: "Data Scientist",
    skills: ["Python", "scikit-learn", "XGBoost", "Statistics", "SQL"],
    yearsExperience: 10,
    hourlyRate: 68,
    bio: "Credit-risk and churn modelling with a focus on explainability, experiment design and measurable business outcomes.",
  },
  {
    slug: "johan",
    firstName: "Johan",
    lastName: "Pretorius",
    role: "Data Platform Engineer",
    skills: ["Kafka", "Terraform", "Databricks", "Delta Lake", "GCP"],
    yearsExperience: 12,
    hourlyRate: 80,
    bio: "Runs lakehouse platforms as products: infrastructure as code, cost controls, lineage and self-service for analysts.",
  },
  {
    slug: "nomvula",
    firstName: "Nomvula",
    lastName: "Dlamini",
    role: "MLOps Engineer",
    skills: ["Kubeflow", "Docker", "CI/CD", "Prometheus", "Python"],
    yearsExperience: 5,
    hourlyRate: 60,
    bio: "Automates training, deployment and monitoring so data science teams ship models weekly instead of quarterly.",
  },
  {
    slug: "michael",
    firstName: "Michael",
    lastName: "Naidoo",
    role: "Senior Data Engineer",
    skills: ["Scala", "Spark", "Flink", "Kafka", "Azure"],
    yearsExperience: 11,
    hourlyRate: null,
    bio: "Real-time event processing for exchanges and payments, from Kafka topics to low-latency serving stores.",
  },
];
