import type { QueryClient } from "@tanstack/react-query";
import { expertKeys } from "./keys";

/** After an expert changed: every list and search (the admin's and the vetting queue included) and their profile. */
export function invalidateExpert(queryClient: QueryClient, userId: number) {
  void queryClient.invalidateQueries({ queryKey: expertKeys.reviews });
  void queryClient.invalidateQueries({ queryKey: expertKeys.lists });
  void queryClient.invalidateQueries({ queryKey: expertKeys.profile(userId) });
}
