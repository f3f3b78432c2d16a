// Credit notes over HTTP (PRODUCT.md "Invoices are documents"; decision 093): an admin's correction
// in a gapless series of its own, never more than the invoice between two corrections at once;
// the note as JSON and PDF to its company and admins only, frozen through a rename and refused any
// change by the database; what a note leaves beyond the invoice becomes credit on the company's
// account, taken off its next invoice when it is issued, and the books stay balanced throughout.
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditNoteAnswer, creditNoteNumberText, invoiceAnswer, invoiceNumberText } from "@shared/contracts/invoices";
import { creditApplications, creditNotes, invoices, ledgerEntries, type InvoiceRow } from "@shared/schema";
import { balanceOf, trialBalance } from "../ledger/ledger.service";
import { expectAnswer } from "../test/answer";
import { activeEngagement, week } from "../test/billing";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { pdfText } from "../test/pdf-text";

let t: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
  admin = await t.loginAs("admin");
});
afterAll(async () => {
  await t?.close();
});

type Client = { api: ApiClient; id: number; companyId: number };

async function client(company: string): Promise<Client> {
  const c = await t.createUser("client");
  expect((await c.api.post("/api/client/profile", { companyName: company })).status).toBe(200);
  return { ...c, companyId: (await c.api.get("/api/company")).body.id };
}

/** The company's invoice for `month`, issued: `minutes` on the Monday of `monday` at $100 an hour. */
async function issued(c: Client, month: string, monday: string, minutes: number, engagementId?: number): Promise<InvoiceRow> {
  const id = engagementId ?? (await activeEngagement(t.deps.db, { clientId: c.id, expertId: (await t.createUser("expert")).id, rateCents: 10_000, startDate: "2024-01-01", endDate: "2026-06-30" })).id;
  await week(t.deps.db, id, monday, [minutes]);
  const res = await admin.post("/api/invoices/run", { month });
  expect(res.status, res.text).toBe(200);
  const [row] = await t.deps.db.select().from(invoices).where(sql`${invoices.companyId} = ${c.companyId} and ${invoices.periodStart} = ${`${month}-01`}`);
  return row;
}

const correct = (invoiceId: number, body: unknown, api = admin) => api.post(`/api/admin/invoices/${invoiceId}/credit-notes`, body);

describe("a correction", () => {
  it("is a credit note of its own series naming the invoice, read as JSON and PDF by its company and admins only", async () => {
    const c = await client("Corrected Co");
    const other = await client("Other Co");
    const invoice = await issued(c, "2024-02", "2024-02-05", 600); // $1,000.00

    const res = await correct(invoice.id, { amountCents: 12_345, description: "Two hours billed twice on 5 Feb" });
    expect(res.status, res.text).toBe(201);
    expectAnswer(creditNoteAnswer, res.body);
    expect(res.body).toMatchObject({ invoiceId: invoice.id, invoiceNumber: invoice.number, reason: "correction", amountCents: 12_345, appliedCents: 12_345, excessCents: 0, billedName: "Corrected Co", engagementId: null });
    const second = await correct(invoice.id, { amountCents: 100, description: "Rounding agreed by phone" });
    expect(second.body.number).toBe(res.body.number + 1);

    // The invoice lists its notes and owes less; the company is told.
    const read = await c.api.get(`/api/invoices/${invoice.id}`);
    expectAnswer(invoiceAnswer, read.body);
    expect(read.body).toMatchObject({ status: "open", amountDueCents: 100_000 - 12_445 });
    expect(read.body.creditNotes.map((n: { number: number }) => n.number)).toEqual([res.body.number, second.body.number]);

    expect((await c.api.get(`/api/credit-notes/${res.body.id}`)).body).toEqual(res.body);
    expect((await admin.get(`/api/credit-notes/${res.body.id}`)).status).toBe(200);
    expect((await other.api.get(`/api/credit-notes/${res.body.id}`)).status).toBe(404);
    expect((await other.api.get(`/api/credit-notes/${res.body.id}.pdf`)).status).toBe(404);
    expect((await c.api.get("/api/credit-notes/999999")).status).toBe(404);

    const pdf = await fetch(`${t.url}/api/credit-notes/${res.body.id}.pdf`, { headers: { authorization: `Bearer ${c.api.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toContain(`${creditNoteNumberText(res.body.number)}.pdf`);
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const words of [creditNoteNumberText(res.body.number), invoiceNumberText(invoice.number), "$123.45", "Two hours billed twice on 5 Feb", "Corrected Co"]) expect(text).toContain(words);
  });

  it("is refused clearly: bad input 400, a draft or too much 409, a client 403, an unknown invoice 404", async () => {
    const c = await client("Refused Co");
    const invoice = await issued(c, "2024-03", "2024-03-04", 60); // $100.00
    expect((await correct(invoice.id, { amountCents: 0, description: "Nothing" })).status).toBe(400);
    expect((await correct(invoice.id, { amountCents: 1.5, description: "Half a cent" })).status).toBe(400);
    const short = await correct(invoice.id, { amountCents: 100, description: "x" });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toMatch(/Say what the credit note corrects/);
    expect((await correct(invoice.id, { amountCents: 10_001, description: "More than the invoice" })).status).toBe(409);
    expect((await correct(invoice.id, { amountCents: 100, description: "Not mine to give" }, c.api)).status).toBe(403);
    expect((await correct(999_999, { amountCents: 100, description: "No such invoice" })).status).toBe(404);

    const drafted = await activeEngagement(t.deps.db, { clientId: c.id, expertId: (await t.createUser("expert")).id, rateCents: 10_000, startDate: "2024-01-01", endDate: "2026-06-30" });
    await week(t.deps.db, drafted.id, "2026-01-05", [60]);
    await admin.post("/api/invoices/drafts");
    const [draft] = await t.deps.db.select().from(invoices).where(sql`${invoices.companyId} = ${c.companyId} and ${invoices.status} = 'draft'`);
    if (draft) expect((await correct(draft.id, { amountCents: 100, description: "A draft is not a document" })).status).toBe(409);
    expect(await t.deps.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id))).toEqual([]);
  });

  it("never credits more than the invoice between two corrections at the same moment, and numbers stay gapless", async () => {
    const c = await client("Raced Co");
    const invoice = await issued(c, "2024-04", "2024-04-01", 60); // $100.00
    const answers = await Promise.all([correct(invoice.id, { amountCents: 7_000, description: "First correction" }), correct(invoice.id, { amountCents: 7_000, description: "Second correction" })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const all = await t.deps.db.select({ number: creditNotes.number }).from(creditNotes).orderBy(asc(creditNotes.number));
    expect(all.map((n) => n.number)).toEqual(all.map((_, i) => i + 1));
  });

  it("stays as issued through a rename, and the database refuses to change it", async () => {
    const c = await client("Before Rename Ltd");
    const invoice = await issued(c, "2024-05", "2024-05-06", 120);
    const note = (await correct(invoice.id, { amountCents: 500, description: "Agreed discount" })).body;
    expect((await c.api.put("/api/company", { name: "After Rename Ltd" })).status).toBe(200);
    expect((await c.api.get(`/api/credit-notes/${note.id}`)).body).toEqual(note);
    await expect(t.deps.db.update(creditNotes).set({ amountCents: 1 }).where(eq(creditNotes.id, note.id))).rejects.toThrow();
    await expect(t.deps.db.delete(creditNotes).where(eq(creditNotes.id, note.id))).rejects.toThrow();
  });
});

describe("credit on account", () => {
  it("comes from a note on a paid invoice and is taken off the next invoice at issue, once, the books at zero", async () => {
    const c = await client("Credited Co");
    const e = await activeEngagement(t.deps.db, { clientId: c.id, expertId: (await t.createUser("expert")).id, rateCents: 10_000, startDate: "2024-01-01", endDate: "2026-06-30" });
    const june = await issued(c, "2024-06", "2024-06-03", 600, e.id); // $1,000.00
    expect((await admin.post(`/api/invoices/${june.id}/paid`)).status).toBe(200);
    const note = (await correct(june.id, { amountCents: 30_000, description: "Three hours not worked" })).body;
    expect(note).toMatchObject({ appliedCents: 0, excessCents: 30_000 });
    expect((await balanceOf(t.deps.db, c.companyId)).creditCents).toBe(30_000);

    const july = await issued(c, "2024-07", "2024-07-01", 240, e.id); // $400.00
    const read = (await c.api.get(`/api/invoices/${july.id}`)).body;
    expect(read).toMatchObject({ totalCents: 40_000, creditAppliedCents: 30_000, amountDueCents: 10_000, status: "open" });
    expect((await balanceOf(t.deps.db, c.companyId)).creditCents).toBe(0);
    const pdf = await fetch(`${t.url}/api/invoices/${july.id}.pdf`, { headers: { authorization: `Bearer ${c.api.token}` } });
    expect((await pdfText(new Uint8Array(await pdf.arrayBuffer()))).text).toContain("Credit on your account");

    const julyPdf = async () => (await pdfText(new Uint8Array(await (await fetch(`${t.url}/api/invoices/${july.id}.pdf`, { headers: { authorization: `Bearer ${c.api.token}` } })).arrayBuffer()))).text;
    const issuedText = await julyPdf();

    // Paying the rest by hand records only the rest, and the issued document reads the same after.
    expect((await admin.post(`/api/invoices/${july.id}/paid`)).status).toBe(200);
    expect(await julyPdf()).toBe(issuedText);
    const paid = (await c.api.get(`/api/invoices/${july.id}`)).body;
    expect(paid).toMatchObject({ status: "paid", amountDueCents: 0 });
    expect(paid.payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([10_000]);

    // A second credit covers a whole invoice: it is settled by credit at issue.
    await correct(july.id, { amountCents: 40_000, description: "July refunded in full" });
    const august = await issued(c, "2024-08", "2024-08-05", 120, e.id); // $200.00
    expect((await c.api.get(`/api/invoices/${august.id}`)).body).toMatchObject({ status: "paid", creditAppliedCents: 20_000, amountDueCents: 0 });
    expect((await balanceOf(t.deps.db, c.companyId)).creditCents).toBe(20_000);
    expect(await t.deps.db.select().from(creditApplications).where(eq(creditApplications.companyId, c.companyId))).toHaveLength(2);
    expect(await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, "credit-applied"))).not.toHaveLength(0);
    expect((await trialBalance(t.deps.db)).balanceCents).toBe(0);
  });
});
