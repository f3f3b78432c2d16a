// The token of an e-mailed link rides in the URL's fragment (#token=...), which browsers never
// send to a server or in a Referer. It is read once and taken out of the address bar and history.

/** Reads `token` from a fragment like "#token=abc". */
export function tokenFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return value && value.trim() ? value.trim() : null;
}

/**
 * Kept for the page that read it: React may throw away a first render that suspended (a chunk
 * still loading) and run the page's state initialiser again, after the token left the address.
 */
let taken: { path: string; token: string } | null = null;

/** The token of the current address, removed from it at once. */
export function takeLinkToken(): string | null {
  if (typeof window === "undefined") return null;
  const token = tokenFromHash(window.location.hash);
  if (token) {
    taken = { path: window.location.pathname, token };
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    return token;
  }
  return taken?.path === window.location.pathname ? taken.token : null;
}
