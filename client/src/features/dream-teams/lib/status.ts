// Dream-team status labels and colours.
import { statusStyle, type StatusStyle } from "@/components/ui/status-style";

const STATUS: Record<string, StatusStyle> = {
  active: { label: "Active", variant: "success" },
  draft: { label: "Draft", variant: "warning" },
};

export const teamStatusStyle = (status: string) => statusStyle(STATUS, status);
