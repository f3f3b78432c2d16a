import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { interviewSlotsAnswer, type InterviewSlots } from "@shared/contracts/interviews";
import { apiAnswer } from "@/lib/api-client";
import { interviewKeys, type SlotParams } from "./keys";

const SLOTS_FRESH_MS = 30_000;

const query = (params: SlotParams) => new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

/** GET /api/interviews/slots: the free times the client shares with the expert. */
export function getInterviewSlots(expertId: number, params: SlotParams, signal?: AbortSignal): Promise<InterviewSlots> {
  return apiAnswer(interviewSlotsAnswer, "GET", `/api/interviews/slots?expertId=${expertId}&${query(params)}`, undefined, { signal });
}

export function useInterviewSlots(expertId: number, params: SlotParams, enabled = true) {
  return useQuery({
    queryKey: interviewKeys.slots(expertId, params),
    queryFn: ({ signal }) => getInterviewSlots(expertId, params, signal),
    enabled,
    placeholderData: keepPreviousData,
    // Free times go as others book: a list older than this is asked for again when shown.
    staleTime: SLOTS_FRESH_MS,
    refetchOnMount: true,
  });
}

/** GET /api/interviews/{id}/slots: where an interview could move (either party). */
export function getMoveSlots(id: number, params: SlotParams, signal?: AbortSignal): Promise<InterviewSlots> {
  return apiAnswer(interviewSlotsAnswer, "GET", `/api/interviews/${id}/slots?${query(params)}`, undefined, { signal });
}

export function useMoveSlots(id: number, params: SlotParams, enabled = true) {
  return useQuery({
    queryKey: interviewKeys.moveSlots(id, params),
    queryFn: ({ signal }) => getMoveSlots(id, params, signal),
    enabled,
    placeholderData: keepPreviousData,
    // Free times go as others book: a list older than this is asked for again when shown.
    staleTime: SLOTS_FRESH_MS,
    refetchOnMount: true,
  });
}
