import type { Request } from "express";
import type { Config } from "../config";

/** The site's public origin: PUBLIC_URL when set, otherwise the address the request came to. */
export function siteOrigin(config: Config, req: Request): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  return `${req.protocol}://${req.get("host") ?? "localhost"}`;
}
