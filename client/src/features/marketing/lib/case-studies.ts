// The full case studies (Challenge, Tech Stack, Solution, Outcome), loaded with their dialog.
import type { CaseStudyKey } from "./landing-content";

export interface CaseStudyDetail {
  challenge: string;
  techStack: string[];
  solution: string;
  outcome: string;
}

export const CASE_STUDY_DETAILS: Record<CaseStudyKey, CaseStudyDetail> = {
  intelligence: {
    challenge:
      "Product usage, billing and CRM data lived in separate tools, so account managers could not see which customers were ready to expand.",
    techStack: ["Python", "dbt", "Snowflake", "Airflow", "Looker"],
    solution:
      "Two senior engineers built a unified customer model in Snowflake with dbt, scored expansion readiness daily and surfaced it in the CRM.",
    outcome: "Upsell conversion rose by 28% in the first two quarters, with every account scored before the weekly pipeline review.",
  },
  fraud: {
    challenge: "Rule-based checks ran in nightly batches, so fraudulent card transactions settled before anyone saw them.",
    techStack: ["Kafka", "Flink", "XGBoost", "Feature store", "AWS"],
    solution:
      "An ML engineer and a data engineer moved scoring into a streaming pipeline with a gradient-boosted model and live features, answering in under 50 ms.",
    outcome: "95% of fraudulent transactions are now stopped before settlement, and analysts review a short, ranked queue instead of every alert.",
  },
  reporting: {
    challenge: "A team of analysts assembled regulatory and investor reports by hand from spreadsheets every month, under deadline pressure.",
    techStack: ["SQL", "dbt", "Azure Data Factory", "Power BI", "Great Expectations"],
    solution:
      "An analytics engineer modelled the reporting logic in dbt with data-quality tests and generated the reports from one governed source.",
    outcome: "Monthly reporting takes 60% less time, and every figure can be traced back to its source data.",
  },
  credit: {
    challenge: "An ageing scorecard approved too many risky applicants and could not explain its decisions to the regulator.",
    techStack: ["Python", "scikit-learn", "SHAP", "MLflow", "Databricks"],
    solution:
      "A senior data scientist rebuilt the model on richer repayment data, added per-decision explanations and set up drift monitoring.",
    outcome: "Defaults fell by 22% at the same approval rate, with an explanation stored for every decision.",
  },
  crypto: {
    challenge: "Order-book data from dozens of markets was collected by an expensive, fragile set of always-on servers.",
    techStack: ["Rust", "Kafka", "ClickHouse", "Kubernetes", "GCP"],
    solution:
      "A data platform engineer replaced the servers with a lean streaming collector and compressed columnar storage, sized to the actual load.",
    outcome: "Each market now costs about $12/month to ingest and store, with query latency down to milliseconds.",
  },
};
