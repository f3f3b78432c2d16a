import { describe, expect, it } from "vitest";
import { CV_MAX_BYTES, MESSAGES } from "@shared/constants";
import { CV_TOO_LARGE, cvFileProblem, formatFileSize } from "./cv-file";

describe("cvFileProblem", () => {
  const pdf = { name: "cv.pdf", type: "application/pdf", size: 1000 };
  it("accepts a PDF up to 5 MB", () => {
    expect(cvFileProblem(pdf)).toBeNull();
    expect(cvFileProblem({ ...pdf, size: CV_MAX_BYTES }, "%PDF-")).toBeNull();
  });
  it("refuses other types, and a .pdf name whose bytes are not a PDF", () => {
    expect(cvFileProblem({ name: "cv.docx", type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", size: 10 })).toBe(MESSAGES.invalidCvType);
    expect(cvFileProblem({ name: "cv.txt", type: "text/plain", size: 10 })).toBe(MESSAGES.invalidCvType);
    expect(cvFileProblem(pdf, "Hello")).toBe(MESSAGES.invalidCvType);
  });
  it("refuses more than 5 MB", () => {
    expect(cvFileProblem({ ...pdf, size: CV_MAX_BYTES + 1 })).toBe(CV_TOO_LARGE);
  });
  it("formats sizes", () => {
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(2048)).toBe("2 KB");
    expect(formatFileSize(CV_MAX_BYTES)).toBe("5.0 MB");
  });
});
