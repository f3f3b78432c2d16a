// A GET over plain HTTP that keeps the body as sent: fetch would decompress it and hide the encoding.
import http from "node:http";
import zlib from "node:zlib";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function rawGet(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

/** The body's text, decompressed as its Content-Encoding says. */
export function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === "gzip") return zlib.gunzipSync(body).toString();
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString();
  return body.toString();
}
