// The /admin/dreamteam console: one tab per area; only the open tab loads its data.
import { useId, useState } from "react";
import { TabList, TabPanel } from "@/components/ui/tabs";
import { CandidatesPanel } from "./candidates-panel";
import { DiscoveryCallsPanel } from "./discovery-calls-panel";
import { DreamTeamsPanel } from "./dream-teams-panel";
import { ExpertsPanel } from "./experts-panel";
import { OverviewPanel } from "./overview-panel";
import { PreBookingsPanel } from "./pre-bookings-panel";

export const CONSOLE_TABS = [
  { value: "overview", label: "Overview" },
  { value: "experts", label: "Experts" },
  { value: "bookings", label: "Prebookings" },
  { value: "teams", label: "Dream Teams" },
  { value: "calls", label: "Discovery Calls" },
  { value: "candidates", label: "Candidates" },
] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number]["value"];

const PANELS: Record<ConsoleTab, () => React.JSX.Element> = {
  overview: OverviewPanel,
  experts: ExpertsPanel,
  bookings: PreBookingsPanel,
  teams: DreamTeamsPanel,
  calls: DiscoveryCallsPanel,
  candidates: CandidatesPanel,
};

const isTab = (value: string): value is ConsoleTab => CONSOLE_TABS.some((t) => t.value === value);

/** The tab named in the address (#experts), so a reload or a shared link opens the same tab. */
function tabFromHash(): ConsoleTab {
  const hash = typeof window === "undefined" ? "" : window.location.hash.slice(1);
  return isTab(hash) ? hash : "overview";
}

export function AdminConsole() {
  const idBase = useId().replace(/:/g, "");
  const [tab, setTabState] = useState<ConsoleTab>(tabFromHash);
  const setTab = (next: ConsoleTab) => {
    setTabState(next);
    window.history.replaceState(window.history.state, "", next === "overview" ? window.location.pathname + window.location.search : `#${next}`);
  };
  const Panel = PANELS[tab];
  return (
    <div className="space-y-6">
      <TabList idBase={idBase} tabs={CONSOLE_TABS} value={tab} onValueChange={setTab} label="Admin sections" />
      <TabPanel idBase={idBase} value={tab}>
        <Panel />
      </TabPanel>
    </div>
  );
}
