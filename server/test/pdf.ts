/** Test files built in code: a small valid PDF, and helpers to send files as multipart. */

/** A one-page PDF with a correct cross-reference table. `padTo` grows it with a trailing comment. */
export function minimalPdf(opts: { text?: string; padTo?: number } = {}): Buffer {
  const text = (opts.text ?? "Curriculum vitae").replace(/[()\\]/g, "");
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const pdf = Buffer.from(body, "latin1");
  if (!opts.padTo || opts.padTo <= pdf.length) return pdf;
  // Bytes after %%EOF are ignored by readers; the file still starts with the PDF signature.
  const pad = Buffer.alloc(opts.padTo - pdf.length, 0x20);
  pad[0] = 0x25; // "%"
  return Buffer.concat([pdf, pad]);
}

/** A multipart body with one file part. */
export function fileForm(field: string, data: Buffer | string, filename: string, type = "application/pdf"): FormData {
  const form = new FormData();
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}
