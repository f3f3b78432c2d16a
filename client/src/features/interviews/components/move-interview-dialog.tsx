// Moving an interview (either party): why (the other party reads it), then the free times both
// still share, its length kept or changed.
import { useId, useRef, useState } from "react";
import type { InterviewMinutes } from "@shared/constants";
import { INTERVIEW_MESSAGES, INTERVIEW_MOVE_REASON_MAX, type Interview, type InterviewSlot } from "@shared/contracts/interviews";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage, fieldErrors } from "@/lib/api-client";
import { useMoveSlots } from "../api/get-interview-slots";
import { useUpdateInterview } from "../api/update-interview";
import { otherOf, pagedFrom, type Viewer } from "../lib/format";
import { SlotPicker } from "./slot-picker";

const PAGE_DAYS = 7;

export function MoveInterviewDialog({ interview, viewer, onOpenChange }: { interview: Interview | null; viewer: Viewer; onOpenChange: (open: boolean) => void }) {
  const open = interview !== null;
  const [minutes, setMinutes] = useState<InterviewMinutes | null>(null);
  const [from, setFrom] = useState<string | undefined>(undefined);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const length = minutes ?? interview?.minutes ?? 30;
  const slots = useMoveSlots(interview?.id ?? 0, { from, days: PAGE_DAYS, minutes: length }, open);
  const update = useUpdateInterview();
  const close = () => {
    setMinutes(null);
    setFrom(undefined);
    setReason("");
    setReasonError(null);
    onOpenChange(false);
  };

  const pick = (slot: InterviewSlot) => {
    if (!interview) return;
    if (!reason.trim()) {
      setReasonError(INTERVIEW_MESSAGES.moveReason);
      reasonRef.current?.focus();
      return;
    }
    update.mutate(
      { id: interview.id, action: "move", startsAt: slot.startsAt, minutes: length, reason: reason.trim() },
      {
        onSuccess: (moved) => {
          toast({ title: "Interview moved", description: `Now ${moved[viewer].starts.time}–${moved[viewer].ends.time} on ${moved[viewer].starts.date}. ${moved[otherOf(viewer)].name} is told, with an updated invitation.` });
          close();
        },
        onError: (err) => {
          const fields = fieldErrors(err);
          if (fields.reason) {
            setReasonError(fields.reason);
            reasonRef.current?.focus();
          } else if (err instanceof ApiError && err.status === 409 && /taken|no longer free/i.test(err.message)) {
            toast({ title: "That time was just taken", description: "Please choose another: the list is up to date again.", variant: "destructive" });
            void slots.refetch();
          } else toast({ title: "Could not move the interview", description: errorMessage(err, "Something went wrong. Please try again."), variant: "destructive" });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent className="max-w-2xl" closeLabel="Close without moving">
        <DialogHeader>
          <DialogTitle>Move the interview{interview ? ` with ${interview[otherOf(viewer)].name}` : ""}</DialogTitle>
          <DialogDescription>Say why, then pick one of the times you both still have free. The other party is told, with your reason, and gets an updated invitation.</DialogDescription>
        </DialogHeader>
        {interview && (
          <FormField label="Why are you moving it?" id={`${id}-reason`} error={reasonError ?? undefined} hint={`${interview[otherOf(viewer)].name} reads this with the new time.`} required>
            <Textarea
              ref={reasonRef}
              rows={2}
              maxLength={INTERVIEW_MOVE_REASON_MAX}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (e.target.value.trim()) setReasonError(null);
              }}
              autoFocus
            />
          </FormField>
        )}
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
