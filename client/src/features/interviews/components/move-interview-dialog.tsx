// Moving an interview (either party): the free times both still share, its length kept or changed.
import { useState } from "react";
import type { InterviewMinutes } from "@shared/constants";
import type { Interview, InterviewSlot } from "@shared/contracts/interviews";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useMoveSlots } from "../api/get-interview-slots";
import { useUpdateInterview } from "../api/update-interview";
import { otherOf, pagedFrom, type Viewer } from "../lib/format";
import { SlotPicker } from "./slot-picker";

const PAGE_DAYS = 7;

export function MoveInterviewDialog({ interview, viewer, onOpenChange }: { interview: Interview | null; viewer: Viewer; onOpenChange: (open: boolean) => void }) {
  const open = interview !== null;
  const [minutes, setMinutes] = useState<InterviewMinutes | null>(null);
  const [from, setFrom] = useState<string | undefined>(undefined);
  const length = minutes ?? interview?.minutes ?? 30;
  const slots = useMoveSlots(interview?.id ?? 0, { from, days: PAGE_DAYS, minutes: length }, open);
  const update = useUpdateInterview();
  const close = () => {
    setMinutes(null);
    setFrom(undefined);
    onOpenChange(false);
  };

  const pick = (slot: InterviewSlot) =>
    interview &&
    update.mutate(
      { id: interview.id, action: "move", startsAt: slot.startsAt, minutes: length },
      {
        onSuccess: (moved) => {
          toast({ title: "Interview moved", description: `Now ${moved[viewer].starts.time}–${moved[viewer].ends.time} on ${moved[viewer].starts.date}. ${moved[otherOf(viewer)].name} is told, with an updated invitation.` });
          close();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409 && /taken|no longer free/i.test(err.message)) {
            toast({ title: "That time was just taken", description: "Please choose another: the list is up to date again.", variant: "destructive" });
            void slots.refetch();
          } else toast({ title: "Could not move the interview", description: errorMessage(err, "Something went wrong. Please try again."), variant: "destructive" });
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent className="max-w-2xl" closeLabel="Close without moving">
        <DialogHeader>
          <DialogTitle>Move the interview{interview ? ` with ${interview[otherOf(viewer)].name}` : ""}</DialogTitle>
          <DialogDescription>Times you both still have free. Pick one to move it; the other party is told and gets an updated invitation.</DialogDescription>
        </DialogHeader>
        {interview && (
          <SlotPicker
            viewer={viewer}
            minutes={length}
            onMinutesChange={setMinutes}
            slots={slots}
            onPage={(direction) => setFrom(pagedFrom(from ?? slots.data?.from, direction, PAGE_DAYS))}
            canGoBack={from !== undefined}
            pendingAt={update.isPending && update.variables?.action === "move" ? update.variables.startsAt : null}
            onPick={pick}
            verb="Move to"
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
