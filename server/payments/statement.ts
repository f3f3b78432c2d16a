// A bank's statement read into its entries: ISO 20022 camt.053 XML, or the CSV PRODUCT.md names
// (`date,amount,currency,reference,counterparty,entryId`). Read by well-kept parsers; XML with a
// DOCTYPE or entities is refused before it is parsed, and the parser itself expands none.
import { parse as parseCsv } from "csv-parse/sync";
import { XMLParser, XMLValidator } from "fast-xml-parser";
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


/** Which format the file is, by its content (never by its name). */
export function formatOf(text: string): StatementFormat {
  return /^\s*</.test(text) ? "camt053" : "csv";
}

export function readStatement(buffer: Buffer): { format: StatementFormat; entries: StatementEntry[] } {
  const text = buffer.toString("utf8").replace(/^\uFEFF/, "");
  if (text.includes("\u0000")) throw badRequest(PAYMENT_MESSAGES.notAStatement);
  const format = formatOf(text);
  return { format, entries: format === "camt053" ? readCamt053(text) : readCsv(text) };
}

// --- camt.053 -------------------------------------------------------------------------------------

const ARRAYS = new Set(["Stmt", "Ntry", "NtryDtls", "TxDtls", "Ustrd", "Strd"]);

const PARSER_OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Callbacks get the element's name and no path: a path string per element was most of the parse's garbage.
  jPath: false,
  isArray: (name: string) => ARRAYS.has(name),
} as const;

/**
 * The statement's outline: its statements and accounts, each entry (`Ntry`) left as its text (a stop
 * node, a slice of the document) and read on its own by `ENTRY`. Parsed whole, a statement of
 * 10,000 entries became a tree of some 300,000 objects, held at once with the parser's own and
 * about 200 MB of memory at its peak; an entry at a time, each tree is garbage before the next.
 */
const OUTLINE = new XMLParser({ ...PARSER_OPTIONS, stopNodes: ["*.Ntry"] });
const ENTRY = new XMLParser(PARSER_OPTIONS);

function readCamt053(text: string): StatementEntry[] {
  // A DOCTYPE is where entities and external references live; a statement never needs one.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw badRequest(PAYMENT_MESSAGES.doctype);
  // The whole document is checked before any of it is read, so each entry's text is well-formed too.
  if (XMLValidator.validate(text) !== true) throw badRequest(PAYMENT_MESSAGES.notWellFormed);
  const statements = path(OUTLINE.parse(text) as Record<string, unknown>, "Document", "BkToCstmrStmt", "Stmt");
  if (!Array.isArray(statements)) throw badRequest(PAYMENT_MESSAGES.notCamt053);
  const entries: StatementEntry[] = [];
  for (const stmt of statements) {
    for (const [i, raw] of asArray(path(stmt, "Ntry")).entries()) {
      const where = `Entry ${i + 1}`;
      const ntry = path(ENTRY.parse(`<Ntry>${rawText(raw)}</Ntry>`) as Record<string, unknown>, "Ntry");
      const amt = path(ntry, "Amt");
      const amount = statementAmountCents(textOf(amt));
      const currency = typeof amt === "object" && amt ? String((amt as Record<string, unknown>)["@Ccy"] ?? "") : "";
      const direction = textOf(path(ntry, "CdtDbtInd"));
      if (amount === null || amount < 0 || !/^[A-Z]{3}$/.test(currency) || !["CRDT", "DBIT"].includes(direction)) {
        throw badRequest(`${where}: ${PAYMENT_MESSAGES.badEntry}`);
      }
      const bookedOn = calendarDay(textOf(path(ntry, "BookgDt", "Dt")) || textOf(path(ntry, "BookgDt", "DtTm")));
      const tx = (asArray(path(ntry, "NtryDtls")) as Record<string, unknown>[]).flatMap((d) => asArray(path(d, "TxDtls")) as Record<string, unknown>[])[0] ?? {};
      const entryId = textOf(path(ntry, "AcctSvcrRef")) || textOf(path(ntry, "NtryRef")) || textOf(path(tx, "Refs", "AcctSvcrRef"));
      if (!entryId) throw badRequest(`${where}: ${PAYMENT_MESSAGES.noEntryId}`);
      if (!bookedOn) throw badRequest(`${where}: ${PAYMENT_MESSAGES.badDate}`);
      const structured = (asArray(path(tx, "RmtInf", "Strd")) as Record<string, unknown>[]).map((s) => textOf(path(s, "CdtrRefInf", "Ref"))).filter(Boolean);
      const unstructured = (asArray(path(tx, "RmtInf", "Ustrd")) as unknown[]).map(textOf).filter(Boolean);
      entries.push({
        entryId,
        bookedOn,
        amountCents: direction === "DBIT" ? -amount : amount,
        currency,
        reference: [...structured, ...unstructured].join(" ").slice(0, 500),
        counterparty: (textOf(path(tx, "RltdPties", "Dbtr", "Nm")) || textOf(path(tx, "RltdPties", "Dbtr", "Pty", "Nm"))).slice(0, 200),
      });
    }
  }
  return entries;
}

function path(node: unknown, ...keys: string[]): unknown {
  let at = node;
  for (const k of keys) {
    if (Array.isArray(at)) at = at[0];
    if (!at || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[k];
  }
  return at;
}

/** The calendar day a statement gives (a date, or the date of a moment), checked to exist; null when it is none. */
function calendarDay(text: string): string | null {
  const day = calendarDateSchema.safeParse(text);
  return day.success ? day.data : null;
}

/** An entry's text as the outline kept it: its inner XML, as text or, when it has attributes, as an element's text. */
const rawText = (v: unknown): string => (typeof v === "string" ? v : v && typeof v === "object" && "#text" in v ? String((v as Record<string, unknown>)["#text"]) : "");

const asArray = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

/** An element's text, whether it came as text or as an element with attributes. */
function textOf(v: unknown): string {
  if (Array.isArray(v)) return textOf(v[0]);
  if (typeof v === "string") return v.trim();
  if (v && typeof v === "object" && "#text" in v) return String((v as Record<string, unknown>)["#text"]).trim();
  return "";
}

// --- CSV ------------------------------------------------------------------------------------------

export const CSV_COLUMNS = ["date", "amount", "currency", "reference", "counterparty", "entryId"] as const;

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
