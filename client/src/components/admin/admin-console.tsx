// The /admin/dreamteam console's tab layout: one tab per area, and only the open tab is rendered,
// so only it loads its data. The page says which areas there are and which panel each one shows.
import { useId, useState, type ComponentType } from "react";
import { TabList, TabPanel } from "@/components/ui/tabs";

export interface ConsoleTab<V extends string> {
  value: V;
  label: string;
  panel: ComponentType;
}

export interface AdminConsoleProps<V extends string> {
  /** The first tab opens when the address names none. */
  tabs: readonly ConsoleTab<V>[];
}

/** The tab named in the address (#experts), so a reload or a shared link opens the same tab. */
function tabFromHash<V extends string>(tabs: readonly ConsoleTab<V>[]): V {
  const hash = typeof window === "undefined" ? "" : window.location.hash.slice(1);
  return (tabs.find((t) => t.value === hash) ?? tabs[0]).value;
}

export function AdminConsole<V extends string>({ tabs }: AdminConsoleProps<V>) {
  const idBase = useId().replace(/:/g, "");
  const [tab, setTabState] = useState<V>(() => tabFromHash(tabs));
  const setTab = (next: V) => {
    setTabState(next);
    window.history.replaceState(window.history.state, "", next === tabs[0].value ? window.location.pathname + window.location.search : `#${next}`);
  };
  const Panel = (tabs.find((t) => t.value === tab) ?? tabs[0]).panel;
  return (
    <div className="space-y-6">
      <TabList idBase={idBase} tabs={tabs} value={tab} onValueChange={setTab} label="Admin sections" />
      <TabPanel idBase={idBase} value={tab}>
        <Panel />
      </TabPanel>
    </div>
  );
}
