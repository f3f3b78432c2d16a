// Our own images (/images/…, copied from client/public/images by the build) are addressed with the
// version of that whole folder (?v=…, a hash of every file in it), which the build writes into the
// pages (vite.config.ts, client/src/lib/image-url.ts). Such an address always means the same bytes,
// so it may be kept for a year; any other address of an image (no version, an old one) for an hour.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const ONE_HOUR = "public, max-age=3600";

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/** The images folder's version: a hash of every file's path and bytes ("" when there is no folder). */
export function imagesVersion(dir: string): string {
  if (!fs.existsSync(dir)) return "";
  const hash = createHash("sha256");
  for (const file of filesUnder(dir)) {
    hash.update(path.relative(dir, file).split(path.sep).join("/")).update("\0").update(fs.readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 12);
}

/** The Cache-Control of an image answered for a request with this `v` query value. */
export function imageCacheControl(version: string, v: unknown): string {
  return version !== "" && v === version ? IMMUTABLE : ONE_HOUR;
}
