// The bank's batch for a payout run (docs/decisions/096-*): a CSV for banks that take one, and an
// ISO 20022 pain.001.001.03 credit transfer initiation built with fast-xml-parser's XMLBuilder, each
// payment in ZAR to the expert's account with the South African Reserve Bank's balance-of-payments
// category in its regulatory reporting. Amounts are written from integer cents (shared/money.ts).
import { XMLBuilder } from "fast-xml-parser";
import { PAYOUT_BOP_CATEGORY } from "@shared/contracts/payouts";
import { decimalCents, sumCents } from "@shared/money";

/** One payment of a run as the bank is asked to make it: the expert's account, read unsealed, and the amounts. */
export interface BatchPayment {
  payoutId: number;
  expertId: number;
  accountHolder: string;
  accountNumber: string;
  bankName: string;
  branchCode: string;
  accountType: string;
  zarCents: number;
  usdCents: number;
  reference: string;
}

export interface Batch {
  run: { id: number; month: string; usdZarRate: string; payoutDate: string; createdAt: Date };
  payments: BatchPayment[];
}

const CSV_COLUMNS = ["payoutId", "accountHolder", "bankName", "branchCode", "accountNumber", "accountType", "amount", "currency", "reference", "bopCategory", "usdAmount", "usdZarRate"] as const;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading formula character is neutralised. */
function field(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function batchCsv(batch: Batch): string {
  const rows = batch.payments.map((p) =>
    [String(p.payoutId), p.accountHolder, p.bankName, p.branchCode, p.accountNumber, p.accountType, decimalCents(p.zarCents), "ZAR", p.reference, PAYOUT_BOP_CATEGORY.code, decimalCents(p.usdCents), batch.run.usdZarRate].map(field).join(","),
  );
  return [CSV_COLUMNS.join(","), ...rows].join("\r\n") + "\r\n";
}

/** ISO 20022 text: Latin letters, digits and the few signs the SEPA/SWIFT character set allows, cut to `max`. */
const isoText = (value: string, max: number) =>
  value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max) || "-";

const PAIN_001 = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.03";

/** The run's payments as one pain.001.001.03 message: one payment information block, a transfer per payout. */
export function batchXml(batch: Batch, debtor: { name: string; account: string }): string {
  const msgId = `PT-PAYOUT-${batch.run.month}-${batch.run.id}`;
  const ctrlSum = decimalCents(sumCents(batch.payments.map((p) => p.zarCents)));
  const doc = {
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    Document: {
      "@_xmlns": PAIN_001,
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: msgId,
          CreDtTm: batch.run.createdAt.toISOString().slice(0, 19),
          NbOfTxs: String(batch.payments.length),
          CtrlSum: ctrlSum,
          InitgPty: { Nm: isoText(debtor.name, 70) },
        },
        PmtInf: {
          PmtInfId: msgId,
          PmtMtd: "TRF",
          NbOfTxs: String(batch.payments.length),
          CtrlSum: ctrlSum,
          PmtTpInf: { CtgyPurp: { Cd: "SALA" } },
          ReqdExctnDt: batch.run.payoutDate,
          Dbtr: { Nm: isoText(debtor.name, 70) },
          DbtrAcct: { Id: { Othr: { Id: debtor.account } } },
          DbtrAgt: { FinInstnId: {} },
          ChrgBr: "SLEV",
          CdtTrfTxInf: batch.payments.map((p) => ({
            PmtId: { EndToEndId: `PT-PAYOUT-${p.payoutId}` },
            Amt: { InstdAmt: { "@_Ccy": "ZAR", "#text": decimalCents(p.zarCents) } },
            CdtrAgt: { FinInstnId: { ClrSysMmbId: { ClrSysId: { Cd: "ZANCC" }, MmbId: p.branchCode }, Nm: isoText(p.bankName, 140) } },
            Cdtr: { Nm: isoText(p.accountHolder, 70), PstlAdr: { Ctry: "ZA" } },
            CdtrAcct: { Id: { Othr: { Id: p.accountNumber } } },
            RgltryRptg: { Dtls: { Tp: "BOP", Cd: PAYOUT_BOP_CATEGORY.code, Inf: isoText(PAYOUT_BOP_CATEGORY.description, 35) } },
            RmtInf: { Ustrd: isoText(p.reference, 140) },
          })),
        },
      },
    },
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", textNodeName: "#text", format: true, suppressEmptyNode: false });
  return builder.build(doc) as string;
}
