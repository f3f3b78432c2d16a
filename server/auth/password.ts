import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Slow, salted password hashes with Node's scrypt, stored as scrypt$N$r$p$salt$hash (base64): each
 * hash says what it cost, so one made at a lower cost is made again at the next sign-in
 * (`needsRehash`). The cost is log2 of scrypt's N, from the configuration (config.ts
 * `passwordCost`): OWASP's N = 2^17 with r = 8, p = 1 everywhere but the tests.
 */

export { PASSWORD_COST } from "../config";

const R = 8;
const P = 1;
const KEY_LENGTH = 64;
/** No stored hash may ask for more than this (a hash is data: it must not choose our memory use). */
const MAX_COST = 20;

/** scrypt's own memory: 128 · N · r bytes, with room to spare for Node's check. */
const memoryFor = (n: number, r: number) => 2 * 128 * n * r;

/**
 * At most two hashes at a time in a process, each waiting its turn: at N = 2^17 each holds 128 MiB
 * while it runs, and a burst of sign-ins must not add that up without bound.
 */
const AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return inTurn(
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const n = 2 ** cost;
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N: n, r: R, p: P, maxmem: memoryFor(n, R) });
  return ["scrypt", n, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  const params = { n: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== "scrypt" || !salt || !key) return null;
  if (![params.n, params.r, params.p].every(Number.isSafeInteger) || params.n < 2 || params.n > 2 ** MAX_COST || params.r < 1 || params.r > 32 || params.p !== 1) return null;
  return { ...params, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parseHash(stored);
  if (!hash) return false;
  const key = await scrypt(password.normalize("NFKC"), hash.salt, hash.key.length, { N: hash.n, r: hash.r, p: hash.p, maxmem: memoryFor(hash.n, hash.r) });
  return key.length === hash.key.length && timingSafeEqual(key, hash.key);
}

/** Whether a hash was made at less than `cost` (or with other parameters): made again at the next sign-in. */
export function needsRehash(stored: string, cost: number) {
  const hash = parseHash(stored);
  return hash !== null && (hash.n < 2 ** cost || hash.r !== R || hash.p !== P);
}

/** Spent on unknown accounts so that a miss takes as long as a wrong password (at each cost in use). */
const dummyHashes = new Map<number, Promise<string>>();
export async function burnPasswordCheck(password: string, cost: number): Promise<void> {
  if (!dummyHashes.has(cost)) dummyHashes.set(cost, hashPassword("not-a-real-password", cost));
  await verifyPassword(password, await dummyHashes.get(cost)!);
}
