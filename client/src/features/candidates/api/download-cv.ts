import { useMutation } from "@tanstack/react-query";
import { ApiError, tokenFor } from "@/lib/api-client";

/**
 * GET /api/candidate/cv/{id} with the session cookie and bearer token, saved through a
 * temporary link so the file keeps its name.
 */
export async function downloadCv({ path, fileName }: { path: string; fileName?: string | null }): Promise<void> {
  const headers: Record<string, string> = {};
  const token = tokenFor("GET", path);
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { credentials: "include", headers });
  if (!res.ok) {
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    throw new ApiError(res.status, res.statusText, text, body);
  }
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName || "cv.pdf";
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useDownloadCv() {
  return useMutation({ mutationFn: downloadCv });
}
