import { cn } from "@/lib/cn";
import { imageUrl } from "@/lib/image-url";

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? "")
    .join("");
}

/** The expert's photo, or their initials when they have none. Decorative: the name is always next to it. */
export function ExpertAvatar({ name, profileImage, size = 56, className }: { name: string; profileImage?: string | null; size?: number; className?: string }) {
  if (profileImage) {
    return (
      <img
        src={imageUrl(profileImage)}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={cn("shrink-0 rounded-full bg-muted object-cover", className)}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn("flex shrink-0 items-center justify-center rounded-full bg-navy-100 font-semibold text-navy-800", className)}
      style={{ width: size, height: size, fontSize: Math.round(size / 2.8) }}
    >
      {initials(name)}
    </span>
  );
}
