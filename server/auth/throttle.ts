/** How often a key may fail (or ask) before it is refused for a while: sign-in and the e-mailed links share these. */
export const THROTTLE = {
  /** Per account name or e-mail address asked for. */
  account: { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  /** Per client address, more generously (offices share one). */
  address: { limit: 30, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
};
