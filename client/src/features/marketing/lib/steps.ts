/** The client journey, used on the landing page and /howitworks (SPEC.md: 15-minute call, 2 to 3 seniors in 14 days). */
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
