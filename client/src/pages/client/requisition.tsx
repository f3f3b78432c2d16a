// Route /client/requisitions/:id (PRODUCT.md "Beyond: from a shortlist…"): one requisition with its
// clock and candidates (requisitions feature), the conversation with our team (threads feature), and
// booking from it: 'Pre-book' on a candidate, or the candidates marked for interview together
// (pre-bookings feature), and scheduling an interview with a candidate marked for one (interviews
// feature). While the need is open with no candidate, 'Edit need' opens the shortlist form on it.
// Each action shows only to a member whose role may take it (companies feature). Everything on it
// stays current through the live stream.
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { Link, useParams } from "wouter";
import type { RequisitionCandidate } from "@shared/contracts/requisitions";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAvailability } from "@/features/availability/api/get-availability";
import { useCompanyMay, useMayInCompany } from "@/features/companies/api/get-company-name";
import { ScheduleInterviewButton } from "@/features/interviews/components/schedule-interview-button";
import { notificationKeys } from "@/features/notifications/api/keys";
import { BookTeamForm } from "@/features/pre-bookings/components/book-team-form";
import { PreBookingDialog } from "@/features/pre-bookings/components/pre-booking-dialog";
import { useRequisition } from "@/features/requisitions/api/get-requisition";
import { requisitionKeys } from "@/features/requisitions/api/keys";
import { RequisitionDetail } from "@/features/requisitions/components/requisition-detail";
import { Conversation } from "@/features/threads/components/conversation";
import { ApiError, errorMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ClientNotice, RequireClient } from "./require-client";

const EditNeed = lazy(() => import("./edit-need"));

export default function RequisitionPage() {
  const { id } = useParams<{ id: string }>();
  const requisitionId = Number(id);
  useDocumentTitle("Your shortlist");
  return (
    <RequireClient title="Your shortlist" returnTo={`/client/requisitions/${id}`}>
      {() => (Number.isInteger(requisitionId) && requisitionId > 0 ? <RequisitionScreen id={requisitionId} /> : <RequisitionNotFound />)}
    </RequireClient>
  );
}

function RequisitionNotFound() {
  return (
    <ClientNotice title="Requisition not found">
      <p>This requisition does not exist, or it is not one of yours.</p>
      <Link href={paths.clientDashboard} className={buttonVariants({ variant: "outline" })}>
        Back to your dashboard
      </Link>
    </ClientNotice>
  );
}

function RequisitionScreen({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const requisition = useRequisition(id);
  const [booking, setBooking] = useState<RequisitionCandidate | null>(null);
  const [editing, setEditing] = useState(false);
  const availability = useAvailability(booking?.expertId ?? 0, { enabled: booking !== null });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: requisitionKeys.detail(id) });
  // What the member's role lets them do here: nothing is offered until their company is read.
  const may = { changeNeed: useCompanyMay("needs.change"), answer: useCompanyMay("shortlist.answer"), preBook: useCompanyMay("bookings.create") };
  const mayInterview = useCompanyMay("interviews.book");
  const mayWrite = useMayInCompany("threads.write");

  if (requisition.isPending) {
    return (
      <section className="container flex flex-col gap-6 py-10 sm:py-12" aria-busy="true" aria-label="Loading your shortlist">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-48" />
        <Skeleton className="h-64" />
      </section>
    );
  }
  if (requisition.isError) {
    if (requisition.error instanceof ApiError && requisition.error.status === 404) return <RequisitionNotFound />;
    return (
      <ClientNotice title="Your shortlist">
        <p role="alert" className="text-destructive">
          {errorMessage(requisition.error, "Could not load this requisition.")}
        </p>
        <Link href={paths.clientDashboard} className={buttonVariants({ variant: "outline" })}>
          Back to your dashboard
        </Link>
      </ClientNotice>
    );
  }

  const r = requisition.data;
  const interviews = r.candidates.filter((c) => c.decision === "interview" && !(c.booking && c.booking.status !== "declined"));
  return (
    <section className="container flex flex-col gap-6 py-10 [overflow-wrap:anywhere] sm:py-12">
      <div>
        <Link href={paths.clientDashboard} className="text-sm text-accent underline-offset-4 hover:underline">
          Back to your dashboard
        </Link>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{r.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground" data-testid="requisition-asked-by">
          Asked by {r.clientName}
        </p>
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {editing && r.editable ? (
          <Suspense fallback={<Skeleton className="h-96" aria-label="Loading the need's form" />}>
            <EditNeed requisition={r} onDone={() => setEditing(false)} />
          </Suspense>
        ) : (
          <RequisitionDetail
            requisition={r}
            onPreBook={setBooking}
            onEdit={() => setEditing(true)}
            may={may}
            renderCandidateActions={(c) =>
              mayInterview && c.decision === "interview" ? <ScheduleInterviewButton expertId={c.expertId} expertName={c.expert.name} subject={{ requisitionId: r.id }} variant="outline" /> : null
            }
          >
            {may.preBook && r.searching && interviews.length > 0 && (
              <BookTeamForm
                target={{ kind: "requisition", requisitionId: r.id }}
                teamName={r.title}
                heading="Book the candidates marked for interview"
                action="Book them"
                startDate={r.bookingDates.startDate}
                endDate={r.bookingDates.endDate}
                memberCount={interviews.length}
                onBooked={refresh}
              />
            )}
          </RequisitionDetail>
        )}
        <div className="xl:sticky xl:top-24 xl:self-start">
          <Conversation
            kind="requisition"
            subjectId={r.id}
            viewer="client"
            timeZone={r.clientTimeZone}
            title="Talk to our team"
            composer={mayWrite === undefined ? "hidden" : mayWrite ? "open" : "read-only"}
            description="About this search, its candidates or its dates. We usually answer within the working day."
            onRead={() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all })}
          />
        </div>
      </div>
      <PreBookingDialog
        expert={booking?.expert ?? null}
        availability={availability.isPending ? undefined : (availability.data ?? null)}
        open={booking !== null}
        onOpenChange={(open) => !open && setBooking(null)}
        requisitionId={r.id}
        onBooked={refresh}
      />
    </section>
  );
}
