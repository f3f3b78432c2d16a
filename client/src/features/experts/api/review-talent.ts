import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type RejectTalentInput, type TalentReview, talentReviewAnswer } from "@shared/contracts/experts";
import { apiAnswer, apiDownload } from "@/lib/api-client";
import { adminOverviewKey } from "@/lib/query-keys";
import { invalidateExpert } from "./invalidate-expert";

/** POST /api/admin/experts/{userId}/approve: approves and activates; the person is told. */
export function approveTalent(userId: number): Promise<TalentReview> {
  return apiAnswer(talentReviewAnswer, "POST", `/api/admin/experts/${userId}/approve`, {}, { asAdmin: true });
}

/** POST /api/admin/experts/{userId}/reject {reason}: hides them and tells them why. */
export function rejectTalent({ userId, reason }: { userId: number } & RejectTalentInput): Promise<TalentReview> {
  return apiAnswer(talentReviewAnswer, "POST", `/api/admin/experts/${userId}/reject`, { reason }, { asAdmin: true });
}

/** GET /api/candidate/cv/{id} with the admin's credentials, saved under its own name. */
export function downloadTalentCv({ path, fileName }: { path: string; fileName: string | null }) {
  return apiDownload(path, fileName || "cv.pdf", { asAdmin: true });
}

function useReviewed() {
  const queryClient = useQueryClient();
  return (_review: TalentReview, vars: number | { userId: number }) => {
    const userId = typeof vars === "number" ? vars : vars.userId;
    invalidateExpert(queryClient, userId);
    void queryClient.invalidateQueries({ queryKey: adminOverviewKey });
  };
}

export function useApproveTalent() {
  return useMutation({ mutationFn: approveTalent, onSuccess: useReviewed() });
}

export function useRejectTalent() {
  return useMutation({ mutationFn: rejectTalent, onSuccess: useReviewed() });
}

export function useDownloadTalentCv() {
  return useMutation({ mutationFn: downloadTalentCv });
}
