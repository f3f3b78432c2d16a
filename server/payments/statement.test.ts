// Reading a bank's statement (statement.ts): a camt.053 file is read entry by entry, each entry's
// text left whole by the outline's parse and parsed on its own; what comes out is what the bank
// wrote, whatever prefixes, attributes, comments or character data an entry carries.
import { describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "@shared/contracts/payments";
import { readStatement } from "./statement";

const read = (xml: string) => readStatement(Buffer.from(xml, "utf8"));

function refusal(xml: string) {
  try {
    read(xml);
  } catch (err) {
    return (err as Error).message;
  }
  return null;
}

describe("a camt.053 statement read entry by entry", () => {
  it("gives each entry as the bank wrote it, across statements, prefixes, attributes, comments and character data", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<camt:Document xmlns:camt="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <camt:BkToCstmrStmt>
    <camt:GrpHdr><camt:MsgId>M-1</camt:MsgId></camt:GrpHdr>
    <camt:Stmt>
      <camt:Id>S1</camt:Id>
      <camt:Ntry Seq="1">
        <camt:Amt Ccy="USD">1200.50</camt:Amt>
        <camt:CdtDbtInd>CRDT</camt:CdtDbtInd>
        <camt:BookgDt><camt:Dt>2026-11-02</camt:Dt></camt:BookgDt>
        <camt:AcctSvcrRef>BANK-1</camt:AcctSvcrRef>
        <!-- a comment that mentions </camt:Ntry> -->
        <camt:NtryDtls><camt:TxDtls>
          <camt:RltdPties><camt:Dbtr><camt:Nm>Northwind &amp; Co</camt:Nm></camt:Dbtr></camt:RltdPties>
          <camt:RmtInf>
            <camt:Strd><camt:CdtrRefInf><camt:Ref>RF18 5390 0754 7034</camt:Ref></camt:CdtrRefInf></camt:Strd>
            <camt:Ustrd><![CDATA[Paid with thanks </camt:Ntry> <Ntry>]]></camt:Ustrd>
          </camt:RmtInf>
        </camt:TxDtls></camt:NtryDtls>
      </camt:Ntry>
      <camt:Ntry>
        <camt:Amt Ccy="EUR">15.00</camt:Amt>
        <camt:CdtDbtInd>DBIT</camt:CdtDbtInd>
        <camt:BookgDt><camt:DtTm>2026-11-03T09:30:00Z</camt:DtTm></camt:BookgDt>
        <camt:NtryRef>REF-2</camt:NtryRef>
      </camt:Ntry>
    </camt:Stmt>
    <camt:Stmt>
      <camt:Id>S2</camt:Id>
      <camt:Ntry>
        <camt:Amt Ccy="USD">7</camt:Amt>
        <camt:CdtDbtInd>CRDT</camt:CdtDbtInd>
        <camt:BookgDt><camt:Dt>2026-11-04</camt:Dt></camt:BookgDt>
        <camt:NtryDtls><camt:TxDtls>
          <camt:Refs><camt:AcctSvcrRef>TX-3</camt:AcctSvcrRef></camt:Refs>
          <camt:RltdPties><camt:Dbtr><camt:Pty><camt:Nm>Contoso</camt:Nm></camt:Pty></camt:Dbtr></camt:RltdPties>
          <camt:RmtInf><camt:Ustrd>Invoice INV-000042</camt:Ustrd></camt:RmtInf>
        </camt:TxDtls></camt:NtryDtls>
      </camt:Ntry>
    </camt:Stmt>
  </camt:BkToCstmrStmt>
</camt:Document>`;
    expect(read(xml)).toEqual({
      format: "camt053",
      entries: [
        {
          entryId: "BANK-1",
          bookedOn: "2026-11-02",
          amountCents: 120_050,
          currency: "USD",
          reference: "RF18 5390 0754 7034 Paid with thanks </camt:Ntry> <Ntry>",
          counterparty: "Northwind &amp; Co",
        },
        { entryId: "REF-2", bookedOn: "2026-11-03", amountCents: -1_500, currency: "EUR", reference: "", counterparty: "" },
        { entryId: "TX-3", bookedOn: "2026-11-04", amountCents: 700, currency: "USD", reference: "Invoice INV-000042", counterparty: "Contoso" },
      ],
    });
  });

  it("names the entry it cannot read, counting from the first of its statement", () => {
    const entry = (amount: string, id: string) =>
      `<Ntry><Amt Ccy="USD">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-02</Dt></BookgDt><AcctSvcrRef>${id}</AcctSvcrRef></Ntry>`;
    const xml = `<Document><BkToCstmrStmt><Stmt>${entry("1.00", "A")}${entry("1.001", "B")}</Stmt></BkToCstmrStmt></Document>`;
    expect(refusal(xml)).toBe(`Entry 2: ${PAYMENT_MESSAGES.badEntry}`);
    expect(refusal(`<Document><BkToCstmrStmt><Stmt><Ntry/></Stmt></BkToCstmrStmt></Document>`)).toBe(`Entry 1: ${PAYMENT_MESSAGES.badEntry}`);
  });

  it("refuses a document that is not well-formed, carries a DOCTYPE, or is not a statement, before reading any entry", () => {
    expect(refusal(`<Document><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="USD">1.00</Amt></Stmt></BkToCstmrStmt></Document>`)).toBe(PAYMENT_MESSAGES.notWellFormed);
    expect(refusal(`<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY a "b">]><Document/>`)).toBe(PAYMENT_MESSAGES.doctype);
    expect(refusal(`<Document><Other/></Document>`)).toBe(PAYMENT_MESSAGES.notCamt053);
  });
});
