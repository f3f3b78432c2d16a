// An issued invoice's mails (PRODUCT.md "Invoices are documents"; docs/decisions/099-*), against a real
// SMTP server started here: the issue mail with its PDF to the billing address kept on the invoice
// (else the owners and finance members), the reminders the day after the due date and 7 days later
// (the job is given the day), none for a paid invoice, and each mail once when runs meet.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REMITTANCE } from "@shared/remittance";
import { addDays, formatDay, mondayOf } from "@shared/calendar";
import { formatCents } from "@shared/money";
import { formatCreditorReference } from "@shared/payment-reference";
import { companies, companyMembers, invoiceMails, mailOutbox } from "@shared/schema";
import { JOBS } from "../jobs";
import { closeMailers, sendDueMail, smtpMailer } from "../notifications/mail-sender";
import { activeEngagement, week } from "../test/billing";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { fileForm } from "../test/pdf";
import { pdfText } from "../test/pdf-text";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../test/smtp";
import { mailInvoiceReminders } from "./invoice-mails.service";

let smtp: TestSmtp;
let t: TestServer;
let admin: ApiClient;
type Account = { api: ApiClient; id: number; email: string; companyId: number };
type Issued = { id: number; number: number; dueDate: string; totalCents: number; paymentReference: string; companyId: number };

/** A client with a company of their own, named `name`, with `billingEmail` when given. */
async function company(name: string, billingEmail: string | null = null, paymentTermsDays = 14): Promise<Account> {
  const c = await t.createUser("client");
  expect((await c.api.post("/api/client/profile", { companyName: name })).status).toBe(200);
  const companyId = (await c.api.get("/api/company")).body.id as number;
  await t.deps.db.update(companies).set({ billingEmail, paymentTermsDays }).where(eq(companies.id, companyId));
  return { ...c, companyId };
}

/** A member of `owner`'s company with `role`. */
async function member(owner: Account, role: "owner" | "hiring" | "finance" | "viewer") {
  const c = await t.createUser("client");
  await t.deps.db.update(companyMembers).set({ companyId: owner.companyId, role }).where(eq(companyMembers.userId, c.id));
  return c;
}

/** Approved hours in `month` for each client given, then the admin issues the month: its invoices. */
async function issue(month: string, clients: Account[]): Promise<Map<number, Issued>> {
  for (const c of clients) {
    const e = await activeEngagement(t.deps.db, { clientId: c.id, expertId: (await t.createUser("expert")).id, rateCents: 10_000, startDate: "2025-01-06", endDate: "2026-06-30" });
    await week(t.deps.db, e.id, mondayOf(`${month}-10`), [480, 240]); // 12 h at $100.00
  }
  const res = await admin.post("/api/invoices/run", { month });
  expect(res.status, res.text).toBe(200);
  return new Map((res.body.invoices as Issued[]).map((i) => [i.companyId, i]));
}

const claimsOf = (invoiceIds: number[]) =>
  t.deps.db.select({ invoiceId: invoiceMails.invoiceId, kind: invoiceMails.kind }).from(invoiceMails).where(inArray(invoiceMails.invoiceId, invoiceIds)).orderBy(invoiceMails.id);
const outboxOf = (invoiceIds: number[]) =>
  t.deps.db
    .select({ to: mailOutbox.toAddress, userId: mailOutbox.userId, kind: invoiceMails.kind, invoiceId: invoiceMails.invoiceId })
    .from(mailOutbox)
    .innerJoin(invoiceMails, eq(invoiceMails.id, mailOutbox.invoiceMailId))
    .where(inArray(invoiceMails.invoiceId, invoiceIds))
    .orderBy(mailOutbox.id);
/** The invoice mails the SMTP server received (notices of the same moment go in digests, later). */
const invoiceMailsReceived = () => smtp.received.filter((m) => m.attachments.some((a) => a.contentType.startsWith("application/pdf")));
const subjectOf = (m: ReceivedMail) => m.headers.subject ?? "";

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestServer({ seed: false, env: { SMTP_URL: smtp.url, MAIL_FROM: "Protea Talent <no-reply@proteatalent.test>", PUBLIC_URL: "https://talent.example" } });
  admin = await t.loginAs("admin");
});
beforeEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  closeMailers();
  await t?.close();
  await smtp?.close();
});

describe("invoice mails", () => {
  let billed: Account;
  let unbilled: Account;
  let paid: Account;
  let march: Map<number, Issued>;

  it("mails an issued invoice with its PDF to the billing address kept on it, once it is committed", async () => {
    billed = await company("Billed Co", "accounts@billed.test");
    unbilled = await company("Members Co");
    paid = await company("Paid Co", "ap@paid.test");
    march = await issue("2025-03", [billed, unbilled, paid]);
    const invoice = march.get(billed.companyId)!;
    expect(invoice.totalCents).toBe(120_000);

    // The billing address changes after the issue: the mail goes where the invoice says.
    await t.deps.db.update(companies).set({ billingEmail: "someone-else@billed.test" }).where(eq(companies.id, billed.companyId));
    expect(await outboxOf([invoice.id])).toEqual([{ to: "accounts@billed.test", userId: null, kind: "issued", invoiceId: invoice.id }]);

    expect(await sendDueMail(t.deps)).toMatchObject({ failed: 0 });
    const mails = invoiceMailsReceived().filter((m) => m.to.includes("accounts@billed.test"));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const number = `INV-${String(invoice.number).padStart(6, "0")}`;
    const reference = formatCreditorReference(invoice.paymentReference);
    expect(subjectOf(mail)).toBe(`Invoice ${number} for March 2025: $1,200.00 due by ${formatDay(invoice.dueDate)} | Protea Talent`);
    for (const said of [`Amount due: ${formatCents(120_000)}`, `Due date: ${formatDay(invoice.dueDate)}`, `Reference: ${reference}`, `Account number: ${REMITTANCE.accountNumber}`, `SWIFT/BIC: ${REMITTANCE.swift}`, "https://talent.example/client/invoices/"]) {
      expect(mail.text).toContain(said);
      expect(mail.html).toContain(said);
    }
    expect(mail.text).toContain("Hello Billed Co,");

    // The PDF attached is the invoice's, and says how to pay it.
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ filename: `${number}-2025-03.pdf` });
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = (await pdfText(pdf.bytes)).text;
    for (const said of [`Invoice ${number}`, "$1,200.00", "How to pay", `Account number: ${REMITTANCE.accountNumber}`, `Reference: ${reference}`]) expect(text).toContain(said);
    const downloaded = await fetch(`${t.url}/api/invoices/${invoice.id}.pdf`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect((await pdfText(new Uint8Array(await downloaded.arrayBuffer()))).text).toBe(text);

    // Issuing the month again issues nothing, and mails nothing.
    expect((await admin.post("/api/invoices/run", { month: "2025-03" })).body.invoices).toEqual([]);
    expect(await claimsOf([invoice.id])).toEqual([{ invoiceId: invoice.id, kind: "issued" }]);
  });

  it("without a billing address, mails the company's owners and finance members, and nobody else", async () => {
    const finance = await member(unbilled, "finance");
    await member(unbilled, "hiring");
    await member(unbilled, "viewer");
    // Issued before these members joined: the April invoice is the one to look at.
    const april = (await issue("2025-04", [unbilled])).get(unbilled.companyId)!;
    const rows = await outboxOf([april.id]);
    expect(rows.map((r) => r.to).sort()).toEqual([unbilled.email, finance.email].sort());
    expect(rows.every((r) => r.userId !== null && r.kind === "issued")).toBe(true);

    await sendDueMail(t.deps);
    const mails = invoiceMailsReceived();
    expect(mails.map((m) => m.to[0]).sort()).toEqual([unbilled.email, finance.email].sort());
    expect(mails[0].text).toMatch(/as an owner or finance member of Members Co/);
  });

  it("reminds the day after the due date and 7 days after that, once each, and never of a paid invoice", async () => {
    const open = [march.get(billed.companyId)!, march.get(unbilled.companyId)!];
    const settled = march.get(paid.companyId)!;
    expect((await admin.post(`/api/invoices/${settled.id}/paid`, {})).status).toBe(200);
    const due = open[0].dueDate;
    expect(open.every((i) => i.dueDate === due) && settled.dueDate === due).toBe(true);
    const at = (days: number) => new Date(`${addDays(due, days)}T09:00:00Z`);
    const ids = [...open, settled].map((i) => i.id);
    const reminders = async () => (await claimsOf(ids)).filter((c) => c.kind !== "issued");

    // On the due date nothing; the day after, the first reminder of each open invoice.
    await mailInvoiceReminders(t.deps, at(0));
    expect(await reminders()).toEqual([]);
    await mailInvoiceReminders(t.deps, at(1));
    expect(await reminders()).toEqual(open.map((i) => ({ invoiceId: i.id, kind: "due" })));
    // Later runs of that week find it claimed.
    for (const day of [1, 2, 7]) await mailInvoiceReminders(t.deps, at(day));
    expect(await reminders()).toHaveLength(2);

    await sendDueMail(t.deps);
    const first = invoiceMailsReceived().find((m) => m.to.includes("accounts@billed.test"))!;
    const number = `INV-${String(open[0].number).padStart(6, "0")}`;
    expect(subjectOf(first)).toBe(`Invoice ${number} is due: $1,200.00 unpaid | Protea Talent`);
    expect(first.text).toContain(`fell due on ${formatDay(due)}`);
    expect(first.text).toContain(`Reference: ${formatCreditorReference(open[0].paymentReference)}`);
    expect(first.text).toContain(`Account number: ${REMITTANCE.accountNumber}`);
    expect(first.attachments.map((a) => a.filename)).toEqual([`${number}-2025-03.pdf`]);
    expect(invoiceMailsReceived().some((m) => m.to.includes("ap@paid.test"))).toBe(false);

    // Seven days after the first: the second, once.
    smtp.received.length = 0;
    await mailInvoiceReminders(t.deps, at(8));
    await mailInvoiceReminders(t.deps, at(14));
    expect((await reminders()).filter((c) => c.kind === "overdue")).toEqual(open.map((i) => ({ invoiceId: i.id, kind: "overdue" })));
    await sendDueMail(t.deps);
    const second = invoiceMailsReceived().find((m) => m.to.includes("accounts@billed.test"))!;
    expect(subjectOf(second)).toBe(`Invoice ${number} is overdue: $1,200.00 unpaid | Protea Talent`);
    expect(second.text).toContain("more than a week overdue");

    // Past the second reminder's week nothing more is claimed; the paid invoice got none at all.
    await mailInvoiceReminders(t.deps, at(15));
    await mailInvoiceReminders(t.deps, at(60));
    expect(await reminders()).toHaveLength(4);
    expect((await claimsOf([settled.id])).map((c) => c.kind)).toEqual(["issued"]);
  });

  it("says what is still owed after a part payment, and sends no reminder of an invoice paid after it was queued", async () => {
    const [a, b] = [await company("Part Co", "ap@part.test", 30), await company("Late Co", "ap@late.test", 30)];
    const may = await issue("2025-05", [a, b]);
    const [part, late] = [may.get(a.companyId)!, may.get(b.companyId)!];
    // A statement pays $200.00 of the first.
    const csv = `date,amount,currency,reference,counterparty,entryId\n2025-06-10,200.00,USD,${part.paymentReference},Part Co,MAIL-PART-1\n`;
    const upload = await admin.request("POST", "/api/admin/bank-statements", undefined, { raw: fileForm("file", csv, "statement.csv", "text/plain") });
    expect(upload.status, upload.text).toBe(201);
    expect(upload.body).toMatchObject({ matched: 1 });

    await mailInvoiceReminders(t.deps, new Date(`${addDays(part.dueDate, 1)}T00:30:00Z`));
    expect((await outboxOf([part.id, late.id])).filter((r) => r.kind === "due")).toHaveLength(2);
    // The second is paid before the sender gets to its reminder.
    expect((await admin.post(`/api/invoices/${late.id}/paid`, {})).status).toBe(200);
    smtp.received.length = 0;
    await sendDueMail(t.deps);
    const mails = invoiceMailsReceived().filter((m) => / is due: /.test(subjectOf(m)));
    expect(mails.map((m) => m.to[0])).toEqual(["ap@part.test"]);
    expect(subjectOf(mails[0])).toMatch(/is due: \$1,000\.00 unpaid/);
    expect(mails[0].text).toContain("$1,000.00 of its $1,200.00 is still unpaid");
    // The row of the paid one is done with, not waiting.
    const [left] = await t.deps.db
      .select({ sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      .innerJoin(invoiceMails, eq(invoiceMails.id, mailOutbox.invoiceMailId))
      .where(and(eq(invoiceMails.invoiceId, late.id), eq(invoiceMails.kind, "due")));
    expect(left.sentAt).not.toBeNull();
  });

  it("claims each reminder once when the job runs on several instances at the same moment, and each mail is sent once", async () => {
    const clients = await Promise.all(Array.from({ length: 6 }, (_, i) => company(`Parallel ${i} Co`, `ap${i}@parallel.test`, 45)));
    const june = [...(await issue("2025-06", clients)).values()];
    expect(june).toHaveLength(6);
    const ids = june.map((i) => i.id);
    const day = new Date(`${addDays(june[0].dueDate, 1)}T10:00:00Z`);

    const queued = await Promise.all(Array.from({ length: 4 }, () => mailInvoiceReminders(t.deps, day)));
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(6);
    const rows = (await outboxOf(ids)).filter((r) => r.kind === "due");
    expect(rows.map((r) => r.to).sort()).toEqual(clients.map((_, i) => `ap${i}@parallel.test`).sort());

    smtp.received.length = 0;
    const mailers = Array.from({ length: 3 }, () => smtpMailer(t.config.mail!));
    await Promise.all(mailers.map((mailer) => sendDueMail(t.deps, { mailer })));
    for (const mailer of mailers) mailer.close?.();
    const reminders = invoiceMailsReceived().filter((m) => / is due: /.test(subjectOf(m)));
    expect(reminders.map((m) => m.to[0]).sort()).toEqual(clients.map((_, i) => `ap${i}@parallel.test`).sort());
    expect(await t.deps.db.select().from(mailOutbox).where(and(isNotNull(mailOutbox.invoiceMailId), isNotNull(mailOutbox.nextAttemptAt)))).toEqual([]);
  });

  it("runs hourly as a job", () => {
    expect(JOBS.find((j) => j.name === "mail-invoice-reminders")).toMatchObject({ everyMs: 60 * 60_000 });
  });
});
