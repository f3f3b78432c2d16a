// Query keys of the interviews: the signed-in user's list, the free slots to book with an expert,
// and where one interview could move.
export interface SlotParams {
  from?: string;
  days: number;
  minutes: number;
}

export const interviewKeys = {
  /** Every interview query (prefix): what a live interview notice refreshes. */
  all: ["/api/interviews"] as const,
  list: ["/api/interviews", "list"] as const,
  slots: (expertId: number, params: SlotParams) => ["/api/interviews", "slots", expertId, params] as const,
  moveSlots: (id: number, params: SlotParams) => ["/api/interviews", id, "slots", params] as const,
};
