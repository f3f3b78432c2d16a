// The folder an upload writes to (privateFolder): made open to the server's user alone,
// used again as it is, and refused when it is a link or open to others.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { privateFolder } from "./upload";

const parent = fs.mkdtempSync(path.join(os.tmpdir(), "private-folder-test-"));
afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

describe("a private folder for uploads", () => {
  it("is made open to its user alone, and used again as it is", () => {
    const folder = privateFolder(parent, "uploads");
    expect(folder).toBe(path.join(parent, "uploads"));
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    fs.writeFileSync(path.join(folder, "a"), "x");
    expect(privateFolder(parent, "uploads")).toBe(folder);
    expect(fs.readdirSync(folder)).toEqual(["a"]);
  });

  it("is refused when it is open to others, is a link, or is not a folder", () => {
    fs.mkdirSync(path.join(parent, "open"), { mode: 0o755 });
    fs.chmodSync(path.join(parent, "open"), 0o755);
    expect(() => privateFolder(parent, "open")).toThrow(/alone/);
    fs.mkdirSync(path.join(parent, "target"), { mode: 0o700 });
    fs.symlinkSync(path.join(parent, "target"), path.join(parent, "link"));
    expect(() => privateFolder(parent, "link")).toThrow(/alone/);
    fs.writeFileSync(path.join(parent, "file"), "");
    expect(() => privateFolder(parent, "file")).toThrow();
  });
});
