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
