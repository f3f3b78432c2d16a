// A bank's statement read into its entries: ISO 20022 camt.053 XML, or the CSV PRODUCT.md names
// (`date,amount,currency,reference,counterparty,entryId`). Read by well-kept parsers from the file
// the upload left, a piece at a time (docs/decisions/106-a-statement-is-read-twice-from-its-file.md):
// `checkStatement` reads all of it and keeps nothing, refusing it as decision 092 says; then
// `statementEntries` reads it again and gives its entries as it goes, so the import records each
// batch as it fills. XML with a DOCTYPE or entities is refused, and the parser expands none.
import fs from "node:fs";
import { parse as parseCsv } from "csv-parse/sync";
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { calendarDateSchema } from "@shared/contracts/common";
import { PAYMENT_MESSAGES } from "@shared/contracts/payments";
import { statementAmountCents, type Cents } from "@shared/money";
import { badRequest } from "../lib/http-error";

/** One entry of the statement as the bank wrote it. */
export interface StatementEntry {
  /** The bank's own id of the entry: the same entry in two statements has the same one. */
  entryId: string;
  bookedOn: string;
  /** Positive for money in (a credit), negative for money out. */
  amountCents: Cents;
  currency: string;
  /** What the payer quoted: a creditor reference or an invoice number, or free text. */
  reference: string;
  counterparty: string;
}

export type StatementFormat = "camt053" | "csv";

/** The statement's bytes, read afresh from their start each time it is called. */
export type StatementSource = () => AsyncIterable<Buffer | string>;

/** Read this much of the file at a time: the reader holds one piece and the entry it is in. */
const PIECE_BYTES = 64 * 1024;

/** The statement the upload left on disk. */
export const fileSource =
  (path: string): StatementSource =>
  () =>
    fs.createReadStream(path, { highWaterMark: PIECE_BYTES });

/** A statement held in memory, in pieces as given. */
export const piecesSource =
  (...pieces: (Buffer | string)[]): StatementSource =>
  async function* () {
    yield* pieces;
  };

/** Which format the file is, by its content (never by its name). */
export function formatOf(text: string): StatementFormat {
  return /^\s*</.test(text) ? "camt053" : "csv";
}

/** A format's reader: given the document's text piece by piece, it gives the entries it completes. */
interface Reader {
  write(text: string): void;
  end(): void;
  /** The entries completed since last asked. */
  take(): StatementEntry[];
  /** Why the statement must be refused, the first reason by rank; null while it reads well. */
  refusal(): string | null;
}

/**
 * Reads the whole statement, giving its entries (in the statement's order) as each piece of the
 * file completes them, and answers its format; throws the refusal (400) at the end, once all of it
 * is read, so that a fault late in the file outranks an entry read before it as it did when the
 * document was read whole: a NUL byte (not a statement) first, then a DOCTYPE or entity, then a
 * document that is not well-formed, then one that is not a statement, then the first entry that
 * cannot be read.
 */
async function* read(source: StatementSource): AsyncGenerator<StatementEntry[], StatementFormat> {
  const decoder = new TextDecoder("utf-8"); // drops a byte order mark
  let reader: Reader | null = null;
  let format: StatementFormat = "csv";
  for await (const piece of source()) {
    let text = typeof piece === "string" ? piece : decoder.decode(piece, { stream: true });
    if (text.includes("\u0000")) throw badRequest(PAYMENT_MESSAGES.notAStatement);
    if (!reader) {
      // The format is told by the first character that is not white space.
      text = text.replace(/^\s+/, "");
      if (!text) continue;
      format = formatOf(text);
      reader = format === "camt053" ? camt053Reader() : csvReader();
    }
    reader.write(text);
    const entries = reader.take();
    if (entries.length > 0) yield entries;
  }
  const rest = decoder.decode();
  if (rest.includes("\u0000")) throw badRequest(PAYMENT_MESSAGES.notAStatement);
  reader ??= csvReader();
  if (rest.trim()) reader.write(rest);
  reader.end();
  const entries = reader.take();
  const refusal = reader.refusal();
  if (refusal) throw badRequest(refusal);
  if (entries.length > 0) yield entries;
  return format;
}

/**
 * Reads all of the statement, keeping none of it, and answers its format; throws 400 naming why it
 * cannot be recorded (decision 092: every entry is checked before anything is written).
 */
export async function checkStatement(source: StatementSource): Promise<StatementFormat> {
  const reading = read(source);
  for (;;) {
    const next = await reading.next();
    if (next.done) return next.value;
  }
}

/**
 * The entries of a statement `checkStatement` passed, in its order, as the file gives them (a few
 * hundred at a time): the caller records them as they come, so no more than it keeps is held.
 */
export async function* statementEntries(source: StatementSource): AsyncGenerator<StatementEntry[]> {
  yield* read(source);
}

/** A statement's format and every entry, held at once (for the tests: the import records them as they come). */
export async function readStatement(source: StatementSource): Promise<{ format: StatementFormat; entries: StatementEntry[] }> {
  const entries: StatementEntry[] = [];
  const reading = read(source);
  for (;;) {
    const next = await reading.next();
    if (next.done) return { format: next.value, entries };
    entries.push(...next.value);
  }
}

// --- camt.053 -------------------------------------------------------------------------------------

/** An element of an entry as the bank wrote it: its name without a namespace prefix, attributes, text and children. */
interface Node {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: Node[];
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/** A DOCTYPE is where entities and external references live; a statement never needs one. */
const DECLARATION = /<!DOCTYPE|<!ENTITY/i;

/**
 * camt.053 read by a streaming parser (saxes: strict about well-formedness, expands no entity
 * beyond XML's five and character references, reads no DTD). Only the entries (`Ntry`) of the
 * statements (`Stmt`) of the document's first `BkToCstmrStmt` are kept, each as a small tree of its
 * elements until it closes and is read into an entry; everything else goes by.
 */
function camt053Reader(): Reader {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let broken = false;
  let ended = false;
  let declaration = false;
  /** The end of the previous piece, so a declaration cut between two pieces is still seen. */
  let tail = "";
  let entryError: string | null = null;
  let statements = 0;
  let entriesOfStatement = 0;
  let found: StatementEntry[] = [];
  /** The open elements' names, from the document's root. */
  const open: string[] = [];
  /** Whether the open `BkToCstmrStmt` is the document's first. */
  let inFirstReport = false;
  let reports = 0;
  /** The open elements of the entry being read, from its `Ntry`. */
  const entry: Node[] = [];

  parser.on("error", () => {
    broken = true;
  });
  parser.on("doctype", () => {
    declaration = true;
  });
  parser.on("opentag", (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    const depth = open.length;
    open.push(name);
    if (entry.length > 0) {
      const node: Node = { name, attributes: attributesOf(tag), text: "", children: [] };
      entry[entry.length - 1].children.push(node);
      entry.push(node);
    } else if (depth === 1 && name === "BkToCstmrStmt" && open[0] === "Document") {
      inFirstReport = ++reports === 1;
    } else if (depth === 2 && name === "Stmt" && inFirstReport) {
      statements += 1;
      entriesOfStatement = 0;
    } else if (depth === 3 && name === "Ntry" && inFirstReport && open[2] === "Stmt") {
      entriesOfStatement += 1;
      entry.push({ name, attributes: attributesOf(tag), text: "", children: [] });
    }
  });
  const onText = (text: string) => {
    if (entry.length > 0) entry[entry.length - 1].text += text;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", () => {
    open.pop();
    const node = entry.pop();
    if (!node || entry.length > 0 || broken || entryError) return;
    try {
      found.push(entryOf(node, `Entry ${entriesOfStatement}`));
    } catch (err) {
      entryError = (err as Error).message;
    }
  });

  return {
    write(text) {
      if (DECLARATION.test(tail + text)) declaration = true;
      tail = text.slice(-16);
      // Once refused for either, the rest is read only for what outranks it (a NUL byte).
      if (!broken && !declaration) parser.write(text);
    },
    end() {
      if (!broken && !declaration) parser.close();
      ended = true;
    },
    take() {
      const taken = found;
      found = [];
      return broken || declaration || entryError ? [] : taken;
    },
    refusal() {
      if (declaration) return PAYMENT_MESSAGES.doctype;
      if (broken) return PAYMENT_MESSAGES.notWellFormed;
      if (ended && statements === 0) return PAYMENT_MESSAGES.notCamt053;
      return entryError;
    },
  };
}

const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** The element's attributes by their names without a prefix (most elements have none: they share one empty object). */
function attributesOf(tag: SaxesTagPlain): Record<string, string> {
  let attributes = NO_ATTRIBUTES;
  for (const name in tag.attributes) {
    if (attributes === NO_ATTRIBUTES) attributes = {};
    attributes[localName(name)] = tag.attributes[name];
  }
  return attributes;
}

/** The first element down `names` (the first of each name), or undefined. */
function child(node: Node | undefined, ...names: string[]): Node | undefined {
  let at = node;
  for (const name of names) at = at?.children.find((c) => c.name === name);
  return at;
}

const childrenNamed = (node: Node | undefined, name: string) => node?.children.filter((c) => c.name === name) ?? [];

/** An element's own text, trimmed; "" when there is none. */
const textOf = (node: Node | undefined) => node?.text.trim() ?? "";

/** One entry (`Ntry`) read and checked: its amount, direction, date and the bank's id; what the payer quoted and who paid. */
function entryOf(ntry: Node, where: string): StatementEntry {
  const amt = child(ntry, "Amt");
  const amount = statementAmountCents(textOf(amt));
  const currency = amt?.attributes.Ccy ?? "";
  const direction = textOf(child(ntry, "CdtDbtInd"));
  if (amount === null || amount < 0 || !/^[A-Z]{3}$/.test(currency) || !["CRDT", "DBIT"].includes(direction)) {
    throw badRequest(`${where}: ${PAYMENT_MESSAGES.badEntry}`);
  }
  const bookedOn = calendarDay(textOf(child(ntry, "BookgDt", "Dt")) || textOf(child(ntry, "BookgDt", "DtTm")));
  const tx = childrenNamed(ntry, "NtryDtls").flatMap((d) => childrenNamed(d, "TxDtls"))[0];
  const entryId = textOf(child(ntry, "AcctSvcrRef")) || textOf(child(ntry, "NtryRef")) || textOf(child(tx, "Refs", "AcctSvcrRef"));
  if (!entryId) throw badRequest(`${where}: ${PAYMENT_MESSAGES.noEntryId}`);
  if (!bookedOn) throw badRequest(`${where}: ${PAYMENT_MESSAGES.badDate}`);
  const remittance = child(tx, "RmtInf");
  const structured = childrenNamed(remittance, "Strd").map((s) => textOf(child(s, "CdtrRefInf", "Ref"))).filter(Boolean);
  const unstructured = childrenNamed(remittance, "Ustrd").map(textOf).filter(Boolean);
  return {
    entryId,
    bookedOn,
    amountCents: direction === "DBIT" ? -amount : amount,
    currency,
    reference: [...structured, ...unstructured].join(" ").slice(0, 500),
    counterparty: (textOf(child(tx, "RltdPties", "Dbtr", "Nm")) || textOf(child(tx, "RltdPties", "Dbtr", "Pty", "Nm"))).slice(0, 200),
  };
}

/** The calendar day a statement gives (a date, or the date of a moment), checked to exist; null when it is none. */
function calendarDay(text: string): string | null {
  const day = calendarDateSchema.safeParse(text);
  return day.success ? day.data : null;
}

// --- CSV ------------------------------------------------------------------------------------------

export const CSV_COLUMNS = ["date", "amount", "currency", "reference", "counterparty", "entryId"] as const;

/** CSV is read whole when the file ends (at most 5 MB, as the upload allows), then its rows one by one. */
function csvReader(): Reader {
  const pieces: string[] = [];
  let found: StatementEntry[] = [];
  let refusal: string | null = null;
  return {
    write(text) {
      pieces.push(text);
    },
    end() {
      try {
        found = readCsv(pieces.join(""));
      } catch (err) {
        refusal = (err as Error).message;
      }
      pieces.length = 0;
    },
    take() {
      const taken = found;
      found = [];
      return taken;
    },
    refusal: () => refusal,
  };
}

function readCsv(text: string): StatementEntry[] {
  let rows: string[][];
  try {
    rows = parseCsv(text, { skip_empty_lines: true, trim: true, relax_column_count: false, max_record_size: 10_000 });
  } catch {
    throw badRequest(PAYMENT_MESSAGES.notWellFormed);
  }
  const header = (rows[0] ?? []).map((h) => h.trim());
  const at = CSV_COLUMNS.map((c) => header.indexOf(c));
  if (at.some((i) => i < 0)) throw badRequest(PAYMENT_MESSAGES.csvColumns);
  return rows.slice(1).map((cells, i) => {
    const [date, amount, currency, reference, counterparty, entryId] = at.map((j) => cells[j] ?? "");
    const where = `Row ${i + 2}`;
    const amountCents = statementAmountCents(amount);
    if (amountCents === null || amountCents === 0 || !/^[A-Z]{3}$/.test(currency)) throw badRequest(`${where}: ${PAYMENT_MESSAGES.badEntry}`);
    const bookedOn = calendarDay(date);
    if (!bookedOn) throw badRequest(`${where}: ${PAYMENT_MESSAGES.badDate}`);
    if (!entryId) throw badRequest(`${where}: ${PAYMENT_MESSAGES.noEntryId}`);
    return { entryId: entryId.slice(0, 200), bookedOn, amountCents, currency, reference: reference.slice(0, 500), counterparty: counterparty.slice(0, 200) };
  });
}
