import { BRAND_NAME } from "@shared/site";

/** The brand mark and name; `collapsible` hides the name between 768 and 1024 px where the header is tight. */
export function Logo({ inverted = false, collapsible = false }: { inverted?: boolean; collapsible?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill={inverted ? "#ffffff" : "#263479"} />
        <path
          d="M9 23V9h7.5a4.5 4.5 0 0 1 0 9H13"
          fill="none"
          stroke={inverted ? "#263479" : "#ffffff"}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="22.5" cy="22.5" r="2.5" fill={inverted ? "#0f766e" : "#2dd4bf"} />
      </svg>
      <span
        className={`whitespace-nowrap text-lg font-bold tracking-tight ${inverted ? "text-white" : "text-primary"} ${
          collapsible ? "md:hidden lg:inline" : ""
        }`}
      >
        {BRAND_NAME}
      </span>
    </span>
  );
}
