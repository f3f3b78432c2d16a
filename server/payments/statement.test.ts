// Reading a bank's statement (statement.ts): the file is read a piece at a time by a streaming
// parser; what comes out is what the bank wrote, whatever prefixes, attributes, comments or
// character data an entry carries and wherever the pieces fall, and a fault anywhere in the file
// refuses it as it did when the document was read whole.
import { describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "@shared/contracts/payments";
import { checkStatement, piecesSource, readStatement, statementEntries, type StatementSource } from "./statement";

const read = (xml: string) => readStatement(piecesSource(Buffer.from(xml, "utf8")));

/** The document's bytes cut every `size` bytes, wherever that falls (inside a name, a character's bytes, a declaration). */
const inPieces = (xml: string, size: number): StatementSource => {
  const bytes = Buffer.from(xml, "utf8");
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return piecesSource(...pieces);
};

async function refusal(xml: string | StatementSource) {
  try {
    await checkStatement(typeof xml === "string" ? piecesSource(Buffer.from(xml, "utf8")) : xml);
  } catch (err) {
    return (err as Error).message;
  }
  return null;
}

describe("a camt.053 statement read entry by entry", async () => {
  it("gives each entry as the bank wrote it, across statements, prefixes, attributes, comments and character data", async () => {
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
    const whole = {
      format: "camt053",
      entries: [
        {
          entryId: "BANK-1",
          bookedOn: "2026-11-02",
          amountCents: 120_050,
          currency: "USD",
          reference: "RF18 5390 0754 7034 Paid with thanks </camt:Ntry> <Ntry>",
          counterparty: "Northwind & Co",
        },
        { entryId: "REF-2", bookedOn: "2026-11-03", amountCents: -1_500, currency: "EUR", reference: "", counterparty: "" },
        { entryId: "TX-3", bookedOn: "2026-11-04", amountCents: 700, currency: "USD", reference: "Invoice INV-000042", counterparty: "Contoso" },
      ],
    };
    expect(await read(xml)).toEqual(whole);
    // However the file's pieces fall, the entries are the same.
    for (const size of [1, 7, 64]) {
      const entries = [];
      for await (const some of statementEntries(inPieces(`\uFEFF${xml.replace("Contoso", "Contoso Société")}`, size))) entries.push(...some);
      expect(entries).toEqual(whole.entries.map((e) => (e.entryId === "TX-3" ? { ...e, counterparty: "Contoso Société" } : e)));
    }
  });

  it("names the entry it cannot read, counting from the first of its statement", async () => {
    const entry = (amount: string, id: string) =>
      `<Ntry><Amt Ccy="USD">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-02</Dt></BookgDt><AcctSvcrRef>${id}</AcctSvcrRef></Ntry>`;
    const xml = `<Document><BkToCstmrStmt><Stmt>${entry("1.00", "A")}${entry("1.001", "B")}</Stmt></BkToCstmrStmt></Document>`;
    expect(await refusal(xml)).toBe(`Entry 2: ${PAYMENT_MESSAGES.badEntry}`);
    expect(await refusal(`<Document><BkToCstmrStmt><Stmt><Ntry/></Stmt></BkToCstmrStmt></Document>`)).toBe(`Entry 1: ${PAYMENT_MESSAGES.badEntry}`);
  });

  it("refuses a document that is not well-formed, carries a DOCTYPE, or is not a statement, before reading any entry", async () => {
    expect(await refusal(`<Document><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="USD">1.00</Amt></Stmt></BkToCstmrStmt></Document>`)).toBe(PAYMENT_MESSAGES.notWellFormed);
    expect(await refusal(`<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY a "b">]><Document/>`)).toBe(PAYMENT_MESSAGES.doctype);
    expect(await refusal(`<Document><Other/></Document>`)).toBe(PAYMENT_MESSAGES.notCamt053);
    expect(await refusal(`<Document><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="USD">1.00</Amt></Ntry></Stmt></BkToCstmrStmt></Document>&nbsp;`)).toBe(PAYMENT_MESSAGES.notWellFormed);
    // An entity XML does not define, and a second root, are not well-formed either.
    expect(await refusal(`<Document><BkToCstmrStmt><Stmt><Ntry><AcctSvcrRef>A&nbsp;B</AcctSvcrRef></Ntry></Stmt></BkToCstmrStmt></Document>`)).toBe(PAYMENT_MESSAGES.notWellFormed);
    expect(await refusal(`<Document><BkToCstmrStmt><Stmt/></BkToCstmrStmt></Document><Document/>`)).toBe(PAYMENT_MESSAGES.notWellFormed);
  });

  it("refuses for what comes late in the file before anything read early: a statement is checked to its end first", async () => {
    const entry = (id: string, amount = "1.00") => `<Ntry><Amt Ccy="USD">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-02</Dt></BookgDt><AcctSvcrRef>${id}</AcctSvcrRef></Ntry>`;
    const many = Array.from({ length: 2_000 }, (_, i) => entry(`E${i}`)).join("");
    const statement = (body: string, end = "</Stmt></BkToCstmrStmt></Document>") => `<Document><BkToCstmrStmt><Stmt>${body}${end}`;
    // A bad entry after two thousand good ones; the document cut short after them; a DOCTYPE-like
    // declaration at the end, cut across two pieces; a NUL byte after a bad entry.
    expect(await refusal(inPieces(statement(many + entry("late", "x")), 4096))).toBe(`Entry 2001: ${PAYMENT_MESSAGES.badEntry}`);
    expect(await refusal(inPieces(statement(many, "</Stmt>"), 4096))).toBe(PAYMENT_MESSAGES.notWellFormed);
    expect(await refusal(inPieces(statement(entry("bad", "x") + many), 4096))).toBe(`Entry 1: ${PAYMENT_MESSAGES.badEntry}`);
    expect(await refusal(inPieces(statement(entry("bad", "x") + many, "</Stmt></BkToCstmrStmt></Document"), 4096))).toBe(PAYMENT_MESSAGES.notWellFormed);
    const withEntity = statement(many) + "<!ENTITY x 'y'>";
    expect(await refusal(inPieces(withEntity, withEntity.length - 5))).toBe(PAYMENT_MESSAGES.doctype);
    expect(await refusal(inPieces(statement(entry("bad", "x") + many) + "\u0000", 4096))).toBe(PAYMENT_MESSAGES.notAStatement);
    // Read to its end, a good one gives every entry, in order.
    const entries = [];
    for await (const some of statementEntries(inPieces(statement(many), 4096))) entries.push(...some);
    expect(entries.map((e) => e.entryId)).toEqual(Array.from({ length: 2_000 }, (_, i) => `E${i}`));
  });
});

describe("a CSV statement", async () => {
  it("is read with its rows checked, whatever its pieces", async () => {
    const csv = "\uFEFFdate,amount,currency,reference,counterparty,entryId\n2026-11-02,12.50,USD,INV-000042,Acme,B-1\n2026-11-03,-3.00,USD,fee,Bank,B-2\n";
    const { format, entries } = await readStatement(inPieces(csv, 5));
    expect(format).toBe("csv");
    expect(entries.map((e) => [e.entryId, e.amountCents])).toEqual([["B-1", 1_250], ["B-2", -300]]);
    expect(await refusal(inPieces(csv + "2026-11-04,1.001,USD,x,y,B-3\n", 5))).toBe(`Row 4: ${PAYMENT_MESSAGES.badEntry}`);
  });
});
