// The eight sample profiles (SPEC.md: index 0 to 7, wraps, 344 px every 1000 ms). Auto-advance
// stops while the pointer is over it or focus is inside it, when the visitor pauses it, and
// entirely when they prefer reduced motion.
import { useEffect, useRef, useState, type FocusEvent } from "react";
import { CAROUSEL_INTERVAL_MS, CAROUSEL_SLIDES, CAROUSEL_STEP_PX } from "@shared/site";
import { LANDING_PROFILES, type LandingProfile } from "@shared/landing-profiles";
import { nextIndex, previousIndex, trackOffset } from "../lib/carousel";
import { personPhoto } from "../lib/person-photo";
import { useReducedMotion } from "../lib/use-reduced-motion";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "./marketing-icons";
import { Section } from "./section";

const PROFILES = LANDING_PROFILES.slice(0, CAROUSEL_SLIDES);

function ProfileCard({ profile, position, hidden }: { profile: LandingProfile; position: number; hidden?: boolean }) {
  const photo = personPhoto(profile.slug);
  return (
    <div
      className="w-[320px] shrink-0 rounded-xl border border-border bg-card p-6 shadow-sm"
      {...(hidden
        ? { "aria-hidden": true }
        : { role: "group", "aria-roledescription": "slide", "aria-label": `${position} of ${PROFILES.length}: ${profile.firstName}` })}
    >
      <div className="flex items-center gap-4">
        <img
          src={photo.src}
          srcSet={photo.srcSet}
          sizes="80px"
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          alt={hidden ? "" : `Illustrated portrait of ${profile.firstName}`}
          className="h-20 w-20 rounded-full bg-secondary object-cover"
        />
        <div>
          <h3 className="text-lg font-semibold">{profile.firstName}</h3>
          <p className="text-sm font-medium text-primary">{profile.role}</p>
          <p className="text-sm text-muted-foreground">{profile.yearsExperience} years of experience</p>
        </div>
      </div>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={hidden ? undefined : "Skills"}>
        {profile.skills.map((skill) => (
          <li key={skill} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
            {skill}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProfileCarousel() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const running = !hovered && !focused && !stopped && !reducedMotion;
  const regionRef = useRef<HTMLDivElement>(null);

  // Marks the carousel as interactive once hydrated (tests and styles can wait for it).
  useEffect(() => {
    if (regionRef.current) regionRef.current.dataset.ready = "true";
  }, []);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => nextIndex(i, PROFILES.length)), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const control =
    "inline-flex h-10 w-10 items-center justify-center rounded-full border border-input bg-background text-foreground hover:bg-muted";

  return (
    <Section
      id="profiles"
      eyebrow="Sample Profiles"
      title="Meet Engineers Like These"
      intro="A sample of the senior talent in our network. Every shortlist is matched to your stack and team."
      tinted
    >
      <div
        ref={regionRef}
        role="region"
        aria-roledescription="carousel"
        aria-label="Sample engineer profiles"
        data-testid="profile-carousel"
        data-running={running}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <div className="mb-4 flex justify-end gap-2">
          {!reducedMotion && (
            <button type="button" className={control} onClick={() => setStopped((s) => !s)} aria-label={stopped ? "Start automatic slide show" : "Stop automatic slide show"}>
              {stopped ? <PlayIcon className="h-4 w-4" /> : <PauseIcon className="h-4 w-4" />}
            </button>
          )}
          <button type="button" className={control} onClick={() => setIndex((i) => previousIndex(i, PROFILES.length))} aria-label="Previous profile">
            <ChevronLeftIcon className="h-5 w-5" />
          </button>
          <button type="button" className={control} onClick={() => setIndex((i) => nextIndex(i, PROFILES.length))} aria-label="Next profile">
            <ChevronRightIcon className="h-5 w-5" />
          </button>
        </div>
        <div className="overflow-hidden">
          <div
            className="flex gap-6 transition-transform duration-500 ease-out"
            style={{ transform: `translateX(${trackOffset(index, CAROUSEL_STEP_PX)}px)` }}
            data-testid="carousel-track"
            data-index={index}
          >
            {PROFILES.map((profile, i) => (
              <ProfileCard key={profile.slug} profile={profile} position={i + 1} />
            ))}
            {/* A second copy keeps the strip full while the last slides are in view. */}
            {PROFILES.map((profile, i) => (
              <ProfileCard key={`${profile.slug}-copy`} profile={profile} position={i + 1} hidden />
            ))}
          </div>
        </div>
      </div>
    </Section>
  );
}
