import { createHash } from "node:crypto";

/**
 * What the database keeps of a secret handed to a person (a bearer token, a link's token, a feed
 * address, a recovery code): its SHA-256 in hex. The secrets are long and random, so a plain hash
 * is enough, and a stolen copy of the table opens nothing.
 */
export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");
