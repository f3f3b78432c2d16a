// Payments in: the bank's statement uploaded by an admin, as CSV or camt.053, its credit entries
// recorded once (also across uploads and when two arrive at once), matched to invoices by the
// number the payer quoted, part payments adding up and what is beyond the total kept as the
// company's credit; the rest waits for an admin's hand. A statement that cannot be read safely
// records nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mondayOf } from "@shared/calendar";
import { invoiceNumberText } from "@shared/contracts/invoices";
import { formatCreditorReference } from "@shared/payment-reference";
import { bankEntryAnswer, PAYMENT_MESSAGES, statementUploadAnswer } from "@shared/contracts/payments";
import { bankEntries, bankStatements, companyOfMember, invoices, ledgerEntries, payments, type InvoiceRow } from "@shared/schema";
import { balanceOf } from "../ledger/ledger.service";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { activeEngagement, week } from "../test/billing";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { fileForm } from "../test/pdf";

let t: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
  admin = await t.loginAs("admin");
});
afterAll(async () => {
  await t?.close();
});

/** An issued invoice of a new client for `month`: one day of `minutes` at $100 an hour. */
async function issuedInvoice(month: string, minutes = 480): Promise<InvoiceRow> {
  const [client, expert] = await Promise.all([t.createUser("client"), t.createUser("expert")]);
  const engagement = await activeEngagement(t.deps.db, { clientId: client.id, expertId: expert.id, rateCents: 10_000, startDate: `${month}-01`, endDate: "2027-06-30" });
  await week(t.deps.db, engagement.id, mondayOf(`${month}-10`), [minutes]);
  expect((await admin.post("/api/invoices/run", { month })).status).toBe(200);
  const [row] = await t.deps.db.select().from(invoices).where(eq(invoices.companyId, companyOfMember(client.id)));
  expect(row).toMatchObject({ status: "open", totalCents: (minutes / 60) * 10_000 });
  return row;
}

const upload = (body: string, name = "statement.csv", api = admin) => api.request("POST", "/api/admin/bank-statements", undefined, { raw: fileForm("file", body, name, "text/plain") });
const csv = (rows: string[]) => ["date,amount,currency,reference,counterparty,entryId", ...rows].join("\n");
const numberOf = (invoice: InvoiceRow) => invoiceNumberText(invoice.number);
const invoice = async (id: number) => (await t.deps.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const paymentsOf = (id: number) => t.deps.db.select().from(payments).where(eq(payments.invoiceId, id));
const statementsRecorded = async () => (await t.deps.db.select({ n: count() }).from(bankStatements))[0].n;
let entrySeq = 0;
const entryId = (name: string) => `${name}-${Date.now()}-${entrySeq++}`;

describe("a CSV statement", () => {
  it("pays an invoice in full, in parts, and beyond its total; leaves the rest waiting; counts each", async () => {
    const [full, parts, over] = await Promise.all([issuedInvoice("2025-02"), issuedInvoice("2025-02", 240), issuedInvoice("2025-02", 60)]);
    const ids = Array.from({ length: 7 }, (_, i) => entryId(`csv${i}`));
    const body = csv([
      `2025-03-03,800.00,USD,${formatCreditorReference(full.paymentReference!)},Acme Ltd,${ids[0]}`,
      `2025-03-03,150.00,USD,"Part 1 of ${numberOf(parts)}",Beta Inc,${ids[1]}`,
      `2025-03-04,-99.00,USD,Bank fee,Our bank,${ids[2]}`,
      `2025-03-05,250.00,USD,invoice ${parts.number} rest,Beta Inc,${ids[3]}`,
      `2025-03-05,130.00,USD,${numberOf(over)},Gamma GmbH,${ids[4]}`,
      `2025-03-06,42.00,USD,no idea what this is,Someone,${ids[5]}`,
      `2025-03-06,800.00,EUR,${numberOf(full)},Acme Ltd,${ids[6]}`,
    ]);
    const res = await upload(body);
    expect(res.status).toBe(201);
    expect(expectAnswer(statementUploadAnswer, res.body)).toMatchObject({ format: "csv", entries: 6, matched: 4, unmatched: 2, duplicates: 0, debits: 1 });

    expect(await invoice(full.id)).toMatchObject({ status: "paid", paidBy: null });
    expect((await paymentsOf(full.id)).map((p) => [p.appliedCents, p.excessCents])).toEqual([[80_000, 0]]);
    // Two parts add up: $150 + $250 = $400, the total.
    expect(await invoice(parts.id)).toMatchObject({ status: "paid" });
    expect((await paymentsOf(parts.id)).map((p) => [p.appliedCents, p.excessCents]).sort()).toEqual([[15_000, 0], [25_000, 0]]);
    // $130 for $100: $30 is the company's credit, in the books.
    expect((await paymentsOf(over.id)).map((p) => [p.appliedCents, p.excessCents])).toEqual([[10_000, 3_000]]);
    expect(await balanceOf(t.deps.db, over.companyId)).toEqual({ receivablesCents: 0, creditCents: 3_000 });
    expect(await balanceOf(t.deps.db, parts.companyId)).toEqual({ receivablesCents: 0, creditCents: 0 });
    const posted = await t.deps.db.select().from(ledgerEntries).where(inArray(ledgerEntries.sourceId, (await paymentsOf(over.id)).map((p) => p.id)));
    expect(posted.filter((e) => e.kind === "payment")).toHaveLength(1);

    // Uploaded again: every entry is a duplicate, nothing is paid twice.
    const again = expectAnswer(statementUploadAnswer, (await upload(body)).body);
    expect(again).toMatchObject({ entries: 6, matched: 0, unmatched: 0, duplicates: 6, debits: 1 });
    expect(await paymentsOf(parts.id)).toHaveLength(2);
  });

  it("records an entry once when two uploads carrying it arrive at the same moment", async () => {
    const inv = await issuedInvoice("2025-04");
    const body = csv([`2025-05-02,300.00,USD,${numberOf(inv)},Delta,${entryId("race")}`, `2025-05-02,500.00,USD,${numberOf(inv)},Delta,${entryId("race")}`]);
    // Two at once: as many as one person may send together (a third waits, 429).
    const answers = await Promise.all([upload(body), upload(body)]);
    const counted = answers.map((r) => expectAnswer(statementUploadAnswer, r.body));
    expect(counted.reduce((s, a) => s + a.matched, 0)).toBe(2);
    expect(counted.reduce((s, a) => s + a.duplicates, 0)).toBe(2);
    expect((await paymentsOf(inv.id)).map((p) => p.appliedCents).sort()).toEqual([30_000, 50_000]);
    expect(await invoice(inv.id)).toMatchObject({ status: "paid" });
  });
});

/** A camt.053 statement with these credit entries. */
function camt053(entries: { id: string; cents: number; reference: string; structured?: boolean; debtor?: string; direction?: "CRDT" | "DBIT" }[]) {
  const ntry = entries
    .map(
      (e) => `
      <Ntry>
        <Amt Ccy="USD">${(e.cents / 100).toFixed(2)}</Amt>
        <CdtDbtInd>${e.direction ?? "CRDT"}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2025-07-01</Dt></BookgDt>
        <ValDt><Dt>2025-07-01</Dt></ValDt>
        <AcctSvcrRef>${e.id}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Nm>${e.debtor ?? "Epsilon &amp; Co"}</Nm></Dbtr></RltdPties>
          <RmtInf>${e.structured ? `<Strd><CdtrRefInf><Ref>${e.reference}</Ref></CdtrRefInf></Strd>` : `<Ustrd>${e.reference}</Ustrd>`}</RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-1</MsgId><CreDtTm>2025-07-02T06:00:00Z</CreDtTm></GrpHdr>
    <Stmt><Id>S1</Id>${ntry}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

describe("a camt.053 statement", () => {
  it("is matched by the invoice it names; an entry left waiting is allocated by hand, once", async () => {
    const [named, waiting] = await Promise.all([issuedInvoice("2025-06"), issuedInvoice("2025-06", 120)]);
    const ids = [entryId("camt"), entryId("camt"), entryId("camt")];
    const res = await upload(
      camt053([
        { id: ids[0], cents: 80_000, reference: named.paymentReference!.toLowerCase(), structured: true },
        { id: ids[1], cents: 20_000, reference: "RF00UNKNOWN", structured: true, debtor: "Zeta Analytics" },
        { id: ids[2], cents: 5_000, reference: "refund", direction: "DBIT" },
      ]),
      "statement.xml",
    );
    expect(res.status).toBe(201);
    expect(expectAnswer(statementUploadAnswer, res.body)).toMatchObject({ format: "camt053", entries: 2, matched: 1, unmatched: 1, duplicates: 0, debits: 1 });
    expect(await invoice(named.id)).toMatchObject({ status: "paid" });

    const list = await admin.get("/api/admin/bank-entries?status=unmatched&limit=100");
    expect(list.status).toBe(200);
    const left = expectListAnswer(bankEntryAnswer, list.body).find((e) => e.entryId === ids[1])!;
    expect(left).toMatchObject({ amountCents: 20_000, currency: "USD", reference: "RF00UNKNOWN", counterparty: "Zeta Analytics", status: "unmatched", invoiceId: null, bookedOn: "2025-07-01" });

    // Two admins allocate it at the same moment: one records it, the other is told it is taken.
    const [a, b] = await Promise.all([admin.post(`/api/admin/bank-entries/${left.id}/allocate`, { invoiceId: waiting.id }), admin.post(`/api/admin/bank-entries/${left.id}/allocate`, { invoiceId: waiting.id })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = [a, b].find((r) => r.status === 200)!;
    expect(expectAnswer(bankEntryAnswer, done.body)).toMatchObject({ status: "allocated", invoiceId: waiting.id });
    expect([a, b].find((r) => r.status === 409)!.body.error.message).toBe(PAYMENT_MESSAGES.alreadyRecorded);
    expect(await invoice(waiting.id)).toMatchObject({ status: "paid" });
    expect(await paymentsOf(waiting.id)).toHaveLength(1);
  });

  it("is refused whole, recording nothing, when it carries a DOCTYPE or entities, is not well-formed, or is too large", async () => {
    const before = await statementsRecorded();
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<Document><BkToCstmrStmt><Stmt><Ntry><AcctSvcrRef>&xxe;</AcctSvcrRef></Ntry></Stmt></BkToCstmrStmt></Document>`;
    const refusedXxe = await upload(xxe, "statement.xml");
    expect(refusedXxe.status).toBe(400);
    expect(refusedXxe.body.error.message).toBe(PAYMENT_MESSAGES.doctype);
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><Document>&lol2;</Document>`;
    expect((await upload(bomb, "statement.xml")).status).toBe(400);
    const broken = await upload(`<?xml version="1.0"?><Document><BkToCstmrStmt><Stmt></BkToCstmrStmt></Document>`, "statement.xml");
    expect(broken.status).toBe(400);
    expect(broken.body.error.message).toBe(PAYMENT_MESSAGES.notWellFormed);
    expect((await upload(`<?xml version="1.0"?><Invoice><Total>1</Total></Invoice>`, "statement.xml")).body.error.message).toBe(PAYMENT_MESSAGES.notCamt053);
    expect((await upload("when,how much\n2025-01-01,5")).body.error.message).toBe(PAYMENT_MESSAGES.csvColumns);
    const badDate = await upload(csv([`2025-02-30,5.00,USD,x,y,${entryId("date")}`]));
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.message).toBe(`Row 2: ${PAYMENT_MESSAGES.badDate}`);
    expect((await upload(csv([`2025-02-03,5.001,USD,x,y,${entryId("amount")}`]))).body.error.message).toBe(`Row 2: ${PAYMENT_MESSAGES.badEntry}`);
    expect((await upload(csv(["2025-02-03,5.00,USD,x,y,"]))).body.error.message).toBe(`Row 2: ${PAYMENT_MESSAGES.noEntryId}`);
    const tooLarge = await upload(csv([`2025-02-03,5.00,USD,${"x".repeat(5 * 1024 * 1024)},y,${entryId("big")}`]));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toBe(PAYMENT_MESSAGES.tooLarge);
    const none = await admin.request("POST", "/api/admin/bank-statements", undefined, { raw: new FormData() });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(PAYMENT_MESSAGES.noFile);
    expect(await statementsRecorded()).toBe(before);
  });

  it("is refused by the server (500), recording nothing, when the folder it is written to is open to others", async () => {
    const before = await statementsRecorded();
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "statement-folder-"));
    const folder = path.join(parent, `protea-statements-${os.userInfo().uid}`);
    fs.mkdirSync(folder);
    fs.chmodSync(folder, 0o777);
    const tmpdir = process.env.TMPDIR;
    process.env.TMPDIR = parent;
    try {
      const res = await upload(camt053([{ id: entryId("folder"), cents: 500, reference: "x" }]), "statement.xml");
      expect(res.status).toBe(500);
      expect(res.body.error.message).toBe(PAYMENT_MESSAGES.notStored);
      expect(fs.readdirSync(folder)).toEqual([]);
    } finally {
      if (tmpdir === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpdir;
      fs.rmSync(parent, { recursive: true, force: true });
    }
    expect(await statementsRecorded()).toBe(before);
    // Its own folder again: the same statement is received.
    expect((await upload(camt053([{ id: entryId("folder"), cents: 500, reference: "x" }]), "statement.xml")).status).toBe(201);
  });

  it("is for admins only, and so are the entries and their allocation", async () => {
    const client = await t.createUser("client");
    expect((await upload(csv([]), "s.csv", t.anon())).status).toBe(401);
    expect((await upload(csv([]), "s.csv", client.api)).status).toBe(403);
    expect((await client.api.get("/api/admin/bank-entries")).status).toBe(403);
    expect((await client.api.post("/api/admin/bank-entries/1/allocate", { invoiceId: 1 })).status).toBe(403);
    expect((await admin.get("/api/admin/bank-entries?status=lost")).status).toBe(400);
    expect((await admin.post("/api/admin/bank-entries/2147483000/allocate", { invoiceId: 1 })).status).toBe(404);
    expect((await admin.post("/api/admin/bank-entries/1/allocate", {})).status).toBe(400);
    const [{ n }] = await t.deps.db.select({ n: count() }).from(bankEntries);
    expect(n).toBeGreaterThan(0);
  });
});
