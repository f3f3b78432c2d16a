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

export function AdminConsole({ initialTab = "overview" }: { initialTab?: ConsoleTab }) {
  const idBase = useId().replace(/:/g, "");
  const [tab, setTab] = useState<ConsoleTab>(initialTab);
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
