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
