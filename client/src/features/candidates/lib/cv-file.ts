// The CV checks made in the browser before uploading (SPEC.md section 5); the server checks again.
import { CV_MAX_BYTES, MESSAGES } from "@shared/constants";

export interface CvProblem {
  title: string;
  description: string;
}

export const CV_TOO_LARGE: CvProblem = { title: "File too large", description: "Your CV must be 5 MB or smaller. Please choose a smaller PDF." };

/** The first problem with a chosen file, or null. `head` is the file's first bytes when known. */
export function cvFileProblem(file: { name: string; type: string; size: number }, head?: string): CvProblem | null {
  const looksPdf = file.type === "application/pdf" || (file.type === "" && /\.pdf$/i.test(file.name));
  if (!looksPdf || (head !== undefined && !head.startsWith("%PDF-"))) return MESSAGES.invalidCvType;
  if (file.size > CV_MAX_BYTES) return CV_TOO_LARGE;
  return null;
}

/** Reads the first bytes of a file to check its PDF signature. */
export async function checkCvFile(file: File): Promise<CvProblem | null> {
  const quick = cvFileProblem(file);
  if (quick) return quick;
  const head = await file.slice(0, 5).text();
  return cvFileProblem(file, head);
}

export { formatBytes as formatFileSize } from "@/lib/format-bytes";
