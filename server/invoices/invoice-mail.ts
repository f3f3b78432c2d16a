// An invoice's mail as the outbox's sender sends it (docs/decisions/099-*): made when it is sent from
// the invoice's frozen facts, with what is still owed, the due date, the payment reference, how to pay
// and the invoice's PDF attached. A reminder of an invoice paid meanwhile is not sent.
import { BRAND_NAME } from "@shared/constants";
import { formatDay, monthLabel } from "@shared/calendar";
import { billedToText, invoiceNumberText, type Invoice } from "@shared/contracts/invoices";
import { formatCents } from "@shared/money";
import { formatCreditorReference } from "@shared/payment-reference";
import { remittanceLines } from "@shared/remittance";
import type { InvoiceMailKind } from "@shared/schema";
import type { Db } from "../db/client";
import { linkTo, renderMessage, type MailAttachment, type MailContent } from "../notifications/mail-render";
import { renderInvoicePdf } from "./invoice-pdf";
import * as repo from "./invoice-mails.repo";
import { clientInvoiceLink, invoiceForAdmin } from "./invoices.service";

/** The file name the invoice's PDF has, attached or downloaded. */
export const invoicePdfFilename = (invoice: Pick<Invoice, "number" | "month">) => `${invoiceNumberText(invoice.number)}-${invoice.month}.pdf`;

/** Subject and paragraph of each kind, given what is still owed. */
function wording(kind: InvoiceMailKind, invoice: Invoice, owedCents: number) {
  const number = invoiceNumberText(invoice.number);
  const month = monthLabel(invoice.month);
  const due = formatDay(invoice.dueDate);
  const owed = formatCents(owedCents);
  const pay = invoice.paymentReference
    ? ` Please pay by bank transfer in US dollars to the account below, quoting the payment reference ${formatCreditorReference(invoice.paymentReference)} so we can match your payment to this invoice.`
    : "";
  if (kind === "issued") {
    if (owedCents <= 0) {
      const credit = invoice.totalCents < 0 ? `its credits exceed its hours, leaving ${formatCents(-invoice.totalCents)} in your favour` : "it is settled";
      return { subject: `Invoice ${number} for ${month}`, title: `Invoice ${number} for ${month}`, paragraph: `Your invoice ${number} for ${month} is attached as a PDF: ${credit}, so there is nothing to pay.`, asks: false };
    }
    return {
      subject: `Invoice ${number} for ${month}: ${owed} due by ${due}`,
      title: `Invoice ${number} for ${month}`,
      paragraph: `Your invoice ${number} for ${month} is attached as a PDF. Amount due: ${owed}, by ${due}.${pay}`,
      asks: true,
    };
  }
  // Sent on the day it is claimed or soon after: "a week" holds whichever day that is.
  const late = kind === "due" ? `fell due on ${due}` : `fell due on ${due} and is now more than a week overdue`;
  const of = owedCents < invoice.totalCents ? ` of its ${formatCents(invoice.totalCents)}` : "";
  return {
    subject: kind === "due" ? `Invoice ${number} is due: ${owed} unpaid` : `Invoice ${number} is overdue: ${owed} unpaid`,
    title: kind === "due" ? `Invoice ${number} is due` : `Invoice ${number} is overdue`,
    paragraph: `Your invoice ${number} for ${month} ${late}, and ${owed}${of} is still unpaid: amount due ${owed}. The invoice is attached again as a PDF.${pay} If you have paid it in the last few days, thank you: please ignore this reminder.`,
    asks: true,
  };
}

/**
 * The mail of one outbox row of an invoice's mail: to the billing address (`firstName` null) or to a
 * member. Null when there is nothing to say: the claim or the invoice is gone, or a reminder's
 * invoice is paid.
 */
export async function invoiceMail(db: Db, mail: { invoiceMailId: number; firstName: string | null }, linkBase: string): Promise<(MailContent & { attachments: MailAttachment[] }) | null> {
  const claimed = await repo.findMail(db, mail.invoiceMailId);
  if (!claimed) return null;
  const invoice = await invoiceForAdmin(db, claimed.invoiceId);
  // What is still owed as the invoice's answer says it: less payments, credit notes and credit applied.
  const owedCents = invoice.amountDueCents;
  if (claimed.kind !== "issued" && (invoice.status !== "open" || owedCents === 0)) return null;
  const words = wording(claimed.kind, invoice, owedCents);
  const details = words.asks && invoice.paymentReference && invoice.remittance
    ? [`Amount due: ${formatCents(owedCents)}`, `Due date: ${formatDay(invoice.dueDate)}`, ...remittanceLines(invoice.remittance, formatCreditorReference(invoice.paymentReference))]
    : [];
  const company = billedToText(invoice);
  const content = renderMessage({
    subject: words.subject,
    title: words.title,
    firstName: mail.firstName ?? company,
    paragraph: words.paragraph,
    details,
    button: { url: linkTo(linkBase, clientInvoiceLink(invoice.id)), label: "See the invoice" },
    footer: mail.firstName
      ? `You get this e-mail as an owner or finance member of ${company} on ${BRAND_NAME}, which has no billing e-mail address set.`
      : `You get this e-mail because this is the billing address ${company} gave ${BRAND_NAME}.`,
  });
  return { ...content, attachments: [{ filename: invoicePdfFilename(invoice), contentType: "application/pdf", content: await renderInvoicePdf(invoice) }] };
}
