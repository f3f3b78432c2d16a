/** Demo blog posts: three published, one draft. Written for the product; HTML is already clean. */
export const DEMO_POSTS = [
  {
    title: "How to Hire a Senior Data Engineer in 14 Days",
    slug: "hire-senior-data-engineer-in-14-days",
    excerpt: "A practical playbook for going from a vague brief to a signed senior data engineer in two weeks, without cutting corners on vetting.",
    tags: ["Hiring", "Data Engineering", "Playbook"],
    daysAgo: 3,
    content: `<h2>Start with the outcome, not the job title</h2>
<p>Most slow hires start with a generic job description. Write down the two or three outcomes you need in the first 90 days instead: "move nightly batch jobs to an orchestrated pipeline", "cut warehouse spend by a fifth", "ship a tested metrics layer". Outcomes make it obvious which skills matter and which are nice to have.</p>
<h2>Compress the loop</h2>
<ul>
<li><strong>Day 1:</strong> a 15-minute discovery call to agree the outcomes, stack and time-zone overlap.</li>
<li><strong>Days 2 to 10:</strong> we shortlist from engineers who have already passed technical and English assessments.</li>
<li><strong>Days 11 to 14:</strong> you interview two or three people and choose one.</li>
</ul>
<h2>Vet for judgement, not trivia</h2>
<p>Senior engineers are paid for decisions. Ask candidates to walk through a pipeline they would <em>not</em> build again and why. The answer tells you more than any whiteboard puzzle.</p>
<blockquote><p>The best signal we have found: can the engineer explain a past trade-off to a non-technical stakeholder in two minutes?</p></blockquote>
<h2>Plan the first week before day one</h2>
<p>Access to the warehouse, a sandbox account and a named owner for questions turn a good hire into a productive one by the end of week one.</p>`,
  },
  {
    title: "Time Zones Are a Feature: Working With South African Engineers",
    slug: "time-zones-working-with-south-african-engineers",
    excerpt: "South Africa sits one or two hours from the UK and most of Europe and overlaps the US East Coast every morning. Here is how teams make it work.",
    tags: ["Remote Work", "Time Zones", "Teams"],
    daysAgo: 12,
    content: `<h2>The overlap in numbers</h2>
<p>South Africa Standard Time is UTC+2 all year, with no daylight-saving change. That means:</p>
<table>
<thead><tr><th>Team location</th><th>Typical shared working hours</th></tr></thead>
<tbody>
<tr><td>London</td><td>7 to 8 hours</td></tr>
<tr><td>Amsterdam, Geneva, Zurich</td><td>8 hours</td></tr>
<tr><td>New York, Boston, Miami</td><td>at least 6 hours with a slightly later South African day</td></tr>
</tbody>
</table>
<h2>Rituals that work</h2>
<ol>
<li>Hold stand-ups in the shared morning window for US teams.</li>
<li>Write decisions down: a short design note beats a long call.</li>
<li>Use the quiet hours for deep work and reviews that are ready when the US team logs on.</li>
</ol>
<p>Teams that treat the offset as a relay rather than a gap often find that pull requests are reviewed <em>faster</em> than before.</p>`,
  },
  {
    title: "From Prototype to Production: Shipping LLM Features Safely",
    slug: "prototype-to-production-llm-features",
    excerpt: "Retrieval, evaluation and cost control: what separates an impressive demo from an AI feature your customers can rely on.",
    tags: ["AI", "LLMs", "MLOps", "Engineering"],
    daysAgo: 25,
    content: `<h2>Demos hide the hard parts</h2>
<p>A retrieval-augmented assistant can look finished after a weekend. The work that follows is what makes it trustworthy: grounding answers in the right documents, measuring quality and keeping latency and cost predictable.</p>
<h2>Three habits of teams that ship</h2>
<h3>1. An evaluation set before a prompt change</h3>
<p>Collect a few hundred real questions with agreed answers. Every change to prompts, chunking or models runs against it.</p>
<h3>2. Retrieval you can inspect</h3>
<p>Log which passages were retrieved for each answer. Most "hallucinations" turn out to be retrieval misses.</p>
<h3>3. Budgets as tests</h3>
<p>Fail the build if the median cost or latency per answer grows beyond an agreed limit.</p>
<pre><code>assert p95_latency_ms &lt; 2500
assert cost_per_answer_usd &lt; 0.01</code></pre>
<p>Want engineers who have done this before? <a href="/booking">Book a discovery call</a>.</p>`,
  },
  {
    title: "Draft: Building a Modern Data Stack on a Startup Budget",
    slug: "modern-data-stack-startup-budget",
    excerpt: "Notes for an upcoming post on choosing warehouse, orchestration and BI tools when every dollar counts.",
    tags: ["Data Stack", "Startups"],
    daysAgo: null,
    content: `<p>Outline: warehouse choice, ingestion, transformation with dbt, orchestration, BI, and what to postpone.</p>`,
  },
] as const;
