// A video meeting's address made from MEETING_URL_TEMPLATE (config.ts checks it is https with
// `{id}`): the one place discovery calls and interviews make their meeting links.
import { randomBytes } from "node:crypto";

/** The template with `{id}` replaced by `key`, or null when no template is configured. */
export function meetingUrlFrom(template: string | undefined, key: string): string | null {
  return template ? template.replace("{id}", key) : null;
}

/** A key nobody can guess from another meeting's: `<kind>-<16 hex digits>`, or `<kind>-<id>-<16 hex digits>` for a row with an id. */
export function meetingKey(kind: string, id?: number): string {
  return `${kind}${id === undefined ? "" : `-${id}`}-${randomBytes(8).toString("hex")}`;
}
