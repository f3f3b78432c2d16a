// The "Calendar feed" card (PRODUCT.md "Calendar feed"): the signed-in user's private feed address to
// copy into a calendar app, and a way to replace it when it has reached the wrong people. The
// server keeps only a hash of the address, so it is shown once, in the answer that made it; later
// the card says since when the user has one.
import { useId, useRef, useState } from "react";
import { CALENDAR_MESSAGES } from "@shared/contracts/calendar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useCalendarFeed } from "../api/get-calendar-feed";
import { useRotateCalendarFeed } from "../api/rotate-calendar-feed";
import { feedAddress } from "../lib/feed-address";
import { formatDay } from "@shared/calendar";

export function CalendarFeedCard({ className }: { className?: string }) {
  const id = useId();
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const field = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  /** What the last copy did, read out to screen readers and shown under the field. */
  const [copyNote, setCopyNote] = useState<string | null>(null);
  const address = feed.data?.path ? feedAddress(feed.data.path, window.location.origin) : "";
  const hasFeed = Boolean(feed.data?.createdAt);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(address);
      setCopyNote(CALENDAR_MESSAGES.copied);
    } catch {
      // Selected, so Ctrl+C (or the menu) copies it by hand.
      field.current?.focus();
      field.current?.select();
      setCopyNote(CALENDAR_MESSAGES.copyFailed);
    }
  };

  /** Makes the first address, or a new one in place of the current (after the dialog). */
  const make = () => {
    const first = !hasFeed;
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setCopyNote(null);
        // The first address appears where it was asked for, with its note read out (aria-live): no
        // toast on top. A replacement also says that the old address has stopped.
        if (!first) toast({ title: "New feed address", description: CALENDAR_MESSAGES.replaced });
      },
    });
  };

  /** Opens the confirmation: a new address ends the current one. */
  const askToReplace = (
    <div>
      <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
        Make a new address
      </Button>
    </div>
  );

  return (
    <Card className={className} role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className="pb-3">
        <CardTitle as="h2" id={`${id}-title`}>
          Calendar feed
        </CardTitle>
        <CardDescription>
          Add this address to Google Calendar, Outlook or Apple Calendar (as a calendar “from URL” or subscription) to see your interviews and engagements there. It
          is private: anyone who has it can see them, so keep it to yourself.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {feed.isPending ? (
          <Skeleton className="h-20" aria-label="Loading your calendar feed" />
        ) : feed.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(feed.error, "Could not load your calendar feed.")}
            </p>
            <Button size="sm" variant="outline" onClick={() => void feed.refetch()}>
              Try again
            </Button>
          </div>
        ) : address ? (
          <>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-address`}>Your feed address</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  ref={field}
                  id={`${id}-address`}
                  readOnly
                  value={address}
                  onFocus={(e) => e.currentTarget.select()}
                  aria-describedby={`${id}-note`}
                  className="min-w-0 font-mono text-xs sm:text-xs"
                  spellCheck={false}
                />
                <Button type="button" variant="accent" onClick={() => void copy()} className="shrink-0">
                  Copy
                </Button>
              </div>
              <p id={`${id}-note`} aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
                {copyNote ?? "Copy it now: it is shown only this once."}
              </p>
            </div>
            {askToReplace}
          </>
        ) : hasFeed ? (
          <>
            <p className="text-sm">
              You made your feed address on {formatDay(feed.data!.createdAt!)}. For your safety it is shown only when it is made. To add the feed to
              another calendar, make a new address: calendars using the current one then stop getting updates.
            </p>
            {askToReplace}
          </>
        ) : (
          <>
            <p className="text-sm">You have no feed address yet. It is shown once, when it is made: copy it then into your calendar app.</p>
            {rotate.isError && (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(rotate.error, "Could not make your address. Please try again.")}
              </p>
            )}
            <div>
              <Button type="button" variant="accent" size="sm" onClick={make} disabled={rotate.isPending}>
                {rotate.isPending && <Spinner />}
                Make my feed address
              </Button>
            </div>
          </>
        )}
      </CardContent>

      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) rotate.reset();
          setConfirming(open);
        }}
      >
        <DialogContent closeLabel="Close without making a new address">
          <DialogHeader>
            <DialogTitle>Make a new feed address?</DialogTitle>
            <DialogDescription>
              The current address stops working at once: calendars subscribed to it get no more updates until you add the new one to them. Do this if the address
              has reached someone it should not have.
            </DialogDescription>
          </DialogHeader>
          {rotate.isError && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(rotate.error, "Could not make a new address. Please try again.")}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)} disabled={rotate.isPending}>
              Keep the current address
            </Button>
            <Button type="button" variant="destructive" onClick={make} disabled={rotate.isPending}>
              {rotate.isPending && <Spinner />}
              Make a new address
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
