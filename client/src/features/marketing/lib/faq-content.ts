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
