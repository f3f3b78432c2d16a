// An expert's bank account sealed for the database (docs/decisions/094-*): AES-256-GCM under
// PAYOUT_ACCOUNT_KEY, a fresh 96-bit nonce each time, the expert's id bound in as associated data
// so a sealed account copied onto another expert's row does not open.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export interface SealedParts {
  accountHolder: string;
  accountNumber: string;
}

const aad = (expertId: number) => Buffer.from(`expert-bank-account:${expertId}`, "utf8");

export function sealAccount(key: Buffer, expertId: number, parts: SealedParts): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(aad(expertId));
  const body = Buffer.concat([cipher.update(JSON.stringify(parts), "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(":");
}

export function openAccount(key: Buffer, expertId: number, sealed: string): SealedParts {
  const [version, iv, tag, body] = sealed.split(":");
  if (version !== "v1" || !iv || !tag || !body) throw new Error("unreadable sealed bank account");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(aad(expertId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const text = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  return JSON.parse(text) as SealedParts;
}
