// 'Schedule interview' (the client): where they meet (their own video link, or one we make), a
// length, the free times they share with the expert a week at a time, and one click to book it for
// both. A time taken meanwhile says so and the list refreshes.
import { useId, useRef, useState } from "react";
import type { InterviewMinutes } from "@shared/constants";
import { INTERVIEW_MESSAGES, MEETING_URL_MAX, meetingUrlSchema, type InterviewSlot } from "@shared/contracts/interviews";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage, fieldErrors } from "@/lib/api-client";
import { useBookInterview } from "../api/book-interview";
import { useInterviewSlots } from "../api/get-interview-slots";
import { pagedFrom } from "../lib/format";
import { SlotPicker } from "./slot-picker";

const PAGE_DAYS = 7;

export interface ScheduleInterviewDialogProps {
  expertId: number;
  expertName: string;
  /** What the interview is for. */
  subject: { preBookingId: number } | { requisitionId: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBooked?: () => void;
}

export function ScheduleInterviewDialog({ expertId, expertName, subject, open, onOpenChange, onBooked }: ScheduleInterviewDialogProps) {
  const [minutes, setMinutes] = useState<InterviewMinutes>(30);
  const [from, setFrom] = useState<string | undefined>(undefined);
  const slots = useInterviewSlots(expertId, { from, days: PAGE_DAYS, minutes }, open);
  const book = useBookInterview();
  const [meetingUrl, setMeetingUrl] = useState("");
  const [linkError, setLinkError] = useState<string | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const id = useId();
  // Without a link made for them, the client gives their own.
  const linkRequired = slots.data?.meetingUrlMade === false;
  const page = (direction: -1 | 1) => setFrom(pagedFrom(from ?? slots.data?.from, direction, PAGE_DAYS));

  const refuseLink = (message: string) => {
    setLinkError(message);
    linkRef.current?.focus();
  };

  const pick = (slot: InterviewSlot) => {
    const link = meetingUrlSchema.safeParse(meetingUrl);
    if (!link.success) return refuseLink(link.error.issues[0]?.message ?? INTERVIEW_MESSAGES.meetingUrl);
    if (!link.data && linkRequired) return refuseLink(INTERVIEW_MESSAGES.meetingUrlNeeded);
    book.mutate(
      { expertId, startsAt: slot.startsAt, minutes, ...subject, ...(link.data ? { meetingUrl: link.data } : {}) },
      {
        onSuccess: (interview) => {
          toast({ title: "Interview booked", description: `${expertName}, ${interview.client.starts.time}–${interview.client.ends.time} on ${interview.client.starts.date}. You both have the invitation by e-mail.` });
          onOpenChange(false);
          onBooked?.();
        },
        onError: (err) => {
          const fields = fieldErrors(err);
          if (fields.meetingUrl) refuseLink(fields.meetingUrl);
          else if (err instanceof ApiError && err.status === 409 && /taken|no longer free/i.test(err.message)) {
            toast({ title: "That time was just taken", description: "Please choose another: the list is up to date again.", variant: "destructive" });
            void slots.refetch();
          } else toast({ title: "Could not book the interview", description: errorMessage(err, "Something went wrong. Please try again."), variant: "destructive" });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel="Close without booking">
        <DialogHeader>
          <DialogTitle>Schedule an interview with {expertName}</DialogTitle>
          <DialogDescription>Times inside both your working day and theirs. Pick one to book it for you both; we send each of you the invitation with the meeting link.</DialogDescription>
        </DialogHeader>
        <FormField
          label="Your meeting link"
          id={`${id}-meeting`}
          required={linkRequired}
          error={linkError ?? undefined}
          hint={linkRequired ? "The https link of your Zoom, Teams or Google Meet meeting: you both join there." : "Optional: the https link of your own Zoom, Teams or Google Meet meeting. Leave it empty and we make a video meeting for you both."}
        >
          <Input
            ref={linkRef}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            maxLength={MEETING_URL_MAX}
            value={meetingUrl}
            onChange={(e) => {
              setMeetingUrl(e.target.value);
              setLinkError(null);
            }}
          />
        </FormField>
        <SlotPicker
          viewer="client"
          minutes={minutes}
          onMinutesChange={setMinutes}
          slots={slots}
          onPage={page}
          canGoBack={from !== undefined}
          pendingAt={book.isPending ? (book.variables?.startsAt ?? null) : null}
          onPick={pick}
          verb="Book"
        />
        <Button type="button" variant="ghost" className="justify-self-end" onClick={() => onOpenChange(false)}>
          Not now
        </Button>
      </DialogContent>
    </Dialog>
  );
}
