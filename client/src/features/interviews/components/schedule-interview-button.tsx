// The 'Schedule interview' action on a candidate marked for interview and on a pending pre-booking
// that asked for one: opens the slot finder, whose code loads when it is first opened.
import { lazy, Suspense, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import type { ScheduleInterviewDialogProps } from "./schedule-interview-dialog";

const ScheduleInterviewDialog = lazy(() => import("./schedule-interview-dialog").then((m) => ({ default: m.ScheduleInterviewDialog })));

export function ScheduleInterviewButton({ size = "sm", variant = "accent", ...props }: Omit<ScheduleInterviewDialogProps, "open" | "onOpenChange"> & Pick<ButtonProps, "size" | "variant">) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant={variant} onClick={() => setOpen(true)}>
        Schedule interview<span className="sr-only"> with {props.expertName}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ScheduleInterviewDialog {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
