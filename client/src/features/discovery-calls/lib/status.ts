// Discovery-call status labels and colours (the admin moves a call from new to contacted to done).
import { statusStyle, type StatusStyle } from "@/components/ui/status-style";

const STATUS: Record<string, StatusStyle> = {
  new: { label: "New", variant: "warning" },
  contacted: { label: "Contacted", variant: "accent" },
  done: { label: "Done", variant: "success" },
};

export const callStatusStyle = (status: string) => statusStyle(STATUS, status);
