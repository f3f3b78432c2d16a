// Where a person's application stands, for their own screens (PRODUCT.md "Talent"): under review
// until the team decides, or not approved with the reason the team gave.
// The copy lives here rather than in the experts contract, so a candidate's page does not load the
// contract's schemas for two sentences.
import type { OwnReview } from "@shared/contracts/experts";

export const APPLICATION_MESSAGES = {
  underReview: "Your profile is under review. Clients will see it once our team has activated it.",
  notApproved: "Our team has reviewed your profile and cannot approve it, so clients do not see it.",
} as const;

/** Shown when the team reviewed the application and did not approve it, with the reason they gave. */
export function NotApprovedNotice({ reason, className }: { reason: string | null; className?: string }) {
  return (
    <div role="status" className={["rounded-lg border border-red-300 bg-red-50 p-4 text-red-950", className].filter(Boolean).join(" ")}>
      <p className="font-semibold">Application not approved</p>
      <p className="text-sm">{APPLICATION_MESSAGES.notApproved}</p>
      {reason && <p className="mt-2 whitespace-pre-line text-sm">Reason: {reason}</p>}
    </div>
  );
}

/** Shown while an admin has not yet activated the expert (PRODUCT.md "Talent"). */
export function UnderReviewNotice({ className }: { className?: string }) {
  return (
    <div role="status" className={["rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950", className].filter(Boolean).join(" ")}>
      <p className="font-semibold">Profile under review</p>
      <p className="text-sm">{APPLICATION_MESSAGES.underReview}</p>
    </div>
  );
}

/** The notice for an application's status; nothing once approved. */
export function ApplicationNotice({ review, className }: { review: OwnReview; className?: string }) {
  if (review.reviewStatus === "rejected") return <NotApprovedNotice reason={review.rejectionReason} className={className} />;
  if (review.reviewStatus === "pending") return <UnderReviewNotice className={className} />;
  return null;
}
