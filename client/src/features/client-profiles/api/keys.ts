// Query keys of the client-profile calls; the URL is built from the key (see urlFromQueryKey).
export const clientProfileKeys = {
  /** The signed-in client's company profile. */
  own: ["/api/client/profile"] as const,
};
