// The landing page's first screen: the hero and the demo video (see landing-content.ts for the rest).

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
