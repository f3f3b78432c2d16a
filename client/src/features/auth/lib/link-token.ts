// The token of an e-mailed link rides in the URL's fragment (#token=...), which browsers never
// send to a server or in a Referer. It is read once and taken out of the address bar and history.

/** Reads `token` from a fragment like "#token=abc". */
export function tokenFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return value && value.trim() ? value.trim() : null;
}

/** The token of the current address, removed from it at once. */
export function takeLinkToken(): string | null {
  if (typeof window === "undefined") return null;
  const token = tokenFromHash(window.location.hash);
  if (token) window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  return token;
}
