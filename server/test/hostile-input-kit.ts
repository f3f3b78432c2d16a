/**
 * Pieces of the hostile-input test: fast-check generators for the worst a caller can send (wrong
 * types, huge and broken unicode text, out-of-range numbers, prototype keys, malformed path
 * segments and query strings), and helpers to fill route patterns and write multipart by hand.
 */
import fc from "fast-check";

export const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The parameter names of an Express pattern, in order. */
export const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

/** Percent-encodes the UTF-8 bytes of any string (lone surrogates included, as U+FFFD). */
export function encodeSegment(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, "0")}`))
    .join("");
}

/** Fills a pattern's parameters with ready-encoded segments. */
export function fillPath(path: string, segments: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    if (!(name in segments)) throw new Error(`no value for :${name} in ${path}`);
    return segments[name];
  });
}

// --- values ---------------------------------------------------------------------------------

const NASTY_TEXT = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "x\ud83d",
  "\u202eevil.pdf",
  "مرحبا بالعالم",
  "שלום",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚀👩🏽‍💻",
  "\ufeff\u200b\u00a0",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%00",
  "\\",
  "../../etc/passwd",
  "NaN",
  "Infinity",
  "-1",
  "1e400",
  "0x10",
  "9007199254740993",
  "true",
  "null",
  "undefined",
  "2026-02-30",
  "0000-00-00",
  "0000-01-01",
  "0000-12-31T23:59:59Z",
  "9999-12-31",
  "+275760-09-13T00:00:00Z",
  "2026-13-01T00:00:00Z",
  "Europe/Nowhere",
  "__proto__",
  "constructor",
];

/** Text a caller may send: unicode of every kind, broken surrogates, control characters, odd numbers. */
export const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom("\u0000", "\u202e", "\ud800", "a", "é", "😀", "\n", "%"), maxLength: 30 }) },
    { weight: 1, arbitrary: fc.constantFrom(300, 5_000, 90_000).map((n) => "é".repeat(n)) },
  );

export const hostileNumber = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.constantFrom(0, -0, -1, 1.5, 0.1, 2 ** 31, 2 ** 31 - 1, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE, 5e-324),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );

/** Keys that must never reach an object's prototype or an account field. */
export const DANGEROUS_KEYS = ["__proto__", "constructor", "prototype", "isAdmin", "userType", "id", "userId", "clientId", "passwordHash", "toString", "hasOwnProperty"] as const;

/** Any JSON value, weighted toward the ones that break naive code. */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      { weight: 5, arbitrary: hostileString() },
      { weight: 3, arbitrary: hostileNumber() },
      { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
      { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...DANGEROUS_KEYS), fc.string({ maxLength: 8 })), tie("value"), { maxKeys: 3 }) },
    ),
  })).value;

/** An object with own "__proto__" / "constructor" keys, as JSON.parse makes them. */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

export type BodyCase = { kind: "json"; body: unknown } | { kind: "raw"; text: string };

/**
 * Bodies built from a valid one: a field given a wrong value, a field missing, extra and
 * prototype keys, the whole body replaced by something that is not an object, or random JSON.
 */
export function hostileBody(valid: Record<string, unknown>): fc.Arbitrary<BodyCase> {
  const keys = Object.keys(valid);
  const json = (body: unknown): BodyCase => ({ kind: "json", body });
  const arbs: fc.Arbitrary<BodyCase>[] = [
    fc.tuple(fc.constantFrom(...(keys.length ? keys : ["x"])), hostileValue()).map(([k, v]) => json({ ...valid, [k]: v })),
    fc.dictionary(fc.constantFrom(...(keys.length ? keys : ["x"])), hostileValue(), { minKeys: 1 }).map((changes) => json({ ...valid, ...changes })),
    fc.subarray(keys, { minLength: 0 }).map((drop) => json(Object.fromEntries(Object.entries(valid).filter(([k]) => !drop.includes(k))))),
    fc
      .tuple(fc.constantFrom(...DANGEROUS_KEYS), hostileValue())
      .map(([k, v]) => json(withOwnKey({ ...valid }, k, k === "__proto__" || k === "constructor" ? { isAdmin: true, polluted: v, prototype: { polluted: true } } : v))),
    fc.constantFrom('{"__proto__":{"isAdmin":true,"polluted":"yes"}}', '{"constructor":{"prototype":{"polluted":"yes"}}}', '{"a":1e400,"b":-1e400}', '{"a":"\\ud800\\u0000"}').map((text): BodyCase => {
      const base = JSON.stringify(valid).slice(1, -1);
      return { kind: "raw", text: base ? `{${base},${text.slice(1)}` : text };
    }),
    hostileValue().map(json),
    fc.jsonValue({ maxDepth: 3 }).map(json),
  ];
  return fc.oneof(...arbs);
}

/** A path segment, already encoded, that is anything but a sensible id. */
export const hostileSegment = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      "0",
      "-1",
      "-0",
      "1.5",
      "1e3",
      "1e400",
      "NaN",
      "Infinity",
      "0x1A",
      "0b11",
      "2147483647",
      "2147483648",
      "9999999999",
      "99999999999999999999999999",
      "%00",
      "1%00",
      "%ZZ",
      "%",
      "%E0%A4%A",
      "%ED%A0%80",
      "%2e%2e",
      "%2F",
      "null",
      "undefined",
      "__proto__",
      "constructor",
      "%20%201",
      "%D9%A1%D9%A2",
      "%EF%BC%91",
      "1,2",
      "[]",
      "x".repeat(5000),
    ),
    fc.integer().map(String),
    fc.string({ unit: "binary", minLength: 1, maxLength: 30 }).map(encodeSegment),
  );

/** A query string (without "?"): known and unknown keys, repeated keys, hostile values, broken escapes. */
export function hostileQuery(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...keys) },
    { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "limit[]", "offset[x]", "q[0]", "") },
    { weight: 1, arbitrary: fc.string({ maxLength: 6 }).map(encodeSegment) },
  );
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom("1.5", "0.5", "-0", "-1", "-5", "0", "101", "1000001", "1e3", "1e400", "0x10", "Infinity", "NaN", " 5", "05", "9007199254740993") },
    { weight: 2, arbitrary: hostileSegment() },
    { weight: 2, arbitrary: hostileString().map(encodeSegment) },
    { weight: 2, arbitrary: fc.constantFrom("", "%", "%G0", "a%00b", "true", "false", "all", "pending", "new", "%25", "%5F%25") },
    { weight: 1, arbitrary: fc.double().map(String) },
  );
  return fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&"));
}

// --- multipart ------------------------------------------------------------------------------

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body written by hand, so headers and filenames can be anything. */
export function multipartBody(parts: MultipartPart[], boundary = "----hostile" + Math.random().toString(16).slice(2)) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += "\r\n";
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(head + "\r\n", "utf8"), part.data, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Multipart uploads: the right or a wrong field name, any filename, any declared type, valid or junk bytes. */
export function hostileUpload(field: string, validFile: Buffer): fc.Arbitrary<MultipartPart[]> {
  const filename = fc.oneof(
    fc.constantFrom("cv.pdf", "", "a\u0000b.pdf", "\u202efdp.exe", "../../etc/passwd", "𝔘.pdf", "x".repeat(1000) + ".pdf", 'q"uote.pdf', "semi;colon.pdf"),
    fc.string({ unit: "grapheme", maxLength: 30 }).map((s) => s.replace(/["\r\n]/g, "")),
  );
  const data = fc.oneof(
    fc.constant(validFile),
    fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)),
    fc.constantFrom(Buffer.alloc(0), Buffer.from("%PDF-"), Buffer.from("\x89PNG\r\n\x1a\n"), Buffer.from("<svg onload=alert(1)>"), Buffer.from("GIF89a")),
  );
  const part = fc.record({
    name: fc.oneof({ weight: 3, arbitrary: fc.constant(field) }, fc.constantFrom("file", "", "__proto__", field + "[]")),
    filename: fc.option(filename, { nil: undefined }),
    contentType: fc.option(fc.constantFrom("application/pdf", "image/png", "text/html", "application/x-msdownload", "", "multipart/mixed"), { nil: undefined }),
    data,
  });
  return fc.array(part, { minLength: 0, maxLength: 3 });
}
