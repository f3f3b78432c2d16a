// What pages use from the admin console feature.
export { AdminHeader, type AdminHeaderProps, type AdminSection } from "./components/admin-header";
export { AdminConsole, CONSOLE_TABS, type ConsoleTab } from "./components/admin-console";
export { isConsoleOnlyKey } from "./api/keys";
