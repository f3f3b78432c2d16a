// The list of passwords refused as too common: what it holds, and that our own published ones are
// not on it (the demo data's and the development admin's must keep working).
import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH } from "@shared/constants";
import { passwordSchema } from "@shared/contracts/auth";
import { DEV_ADMIN } from "../config";
import { DEMO_PASSWORD } from "../demo/demo-accounts";
import { isCommonPassword } from "./password-policy";

describe("the common-password list", () => {
  it("refuses the passwords tried first, whatever their case", () => {
    for (const pw of ["password", "12345678", "qwertyuiop", "iloveyou", "password123", "PassWord123", "trustno1", "1qaz2wsx"]) expect(isCommonPassword(pw), pw).toBe(true);
  });

  it("lets other passwords through, ours included", () => {
    for (const pw of [DEMO_PASSWORD, DEV_ADMIN.password, "fresh-mountain-47", "correct horse battery staple"]) expect(isCommonPassword(pw), pw).toBe(false);
  });

  it("is the schema's minimum of 8 characters, and the demo password meets it", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordSchema.safeParse("1234567").success).toBe(false);
    expect(passwordSchema.safeParse(DEMO_PASSWORD).success).toBe(true);
  });
});
