/** Reads a PDF's text back with pdf.js, page by page, the way a reader would see it. */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function pdfText(pdf: Buffer | Uint8Array): Promise<{ pages: number; text: string; info: Record<string, unknown> }> {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 });
  try {
    const doc = await task.promise;
    const lines: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      for (const item of content.items) if ("str" in item && item.str.trim()) lines.push(item.str);
    }
    const { info } = await doc.getMetadata();
    return { pages: doc.numPages, text: lines.join("\n"), info: info as Record<string, unknown> };
  } finally {
    await task.destroy();
  }
}
