// Query keys of the availability calls; the URL is built from the key (see urlFromQueryKey).
export const availabilityKeys = {
  /** One expert's saved availability (their own form and the pre-booking dialog read the same answer). */
  expert: (expertId: number) => ["/api/availability", expertId] as const,
};
