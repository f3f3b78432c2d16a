/** Joins class names, skipping falsy values. Later classes do not override earlier ones by
 * specificity, so components keep their own classes free of the properties callers tend to set. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
