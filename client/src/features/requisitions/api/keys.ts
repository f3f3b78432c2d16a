// Query keys of the requisitions: the client's own list and each requisition, and the console's
// queue, figures and suggestions.
import type { PageParams } from "@/lib/api-client";
import type { ADMIN_REQUISITION_FILTERS, RequisitionFitValues } from "@shared/contracts/requisitions";

export type RequisitionFilter = (typeof ADMIN_REQUISITION_FILTERS)[number];

export const requisitionKeys = {
  /** The client's list and every requisition read by id (prefix). */
  all: ["/api/requisitions"] as const,
  own: ["/api/requisitions", "own"] as const,
  detail: (id: number) => ["/api/requisitions", id] as const,
  /** Who fits a need being typed. */
  fit: (need: RequisitionFitValues | null) => ["/api/requisitions", "fit", need] as const,
  /** The console's queue, figures and suggestions (prefix). */
  admin: ["/api/admin/requisitions"] as const,
  queue: (params: PageParams & { status: RequisitionFilter }) => ["/api/admin/requisitions", "queue", params] as const,
  figures: ["/api/admin/requisitions", "figures"] as const,
  suggestions: (id: number) => ["/api/admin/requisitions", id, "suggestions"] as const,
};
