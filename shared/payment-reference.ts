// ISO 11649 creditor references ("RF" + two check digits + up to 21 letters and digits), the
// payment reference each issued invoice carries and a payer quotes with their transfer. The check
// digits are ISO 7064 MOD 97-10, as in an IBAN: the reference with "RF00" moved to its end, letters
// read as numbers (A = 10 … Z = 35), leaves 1 when taken modulo 97 with the real digits in place.

/** The reference a creditor chooses: 1 to 21 letters and digits. */
const OWN_PART = /^[A-Z0-9]{1,21}$/;
const REFERENCE = /^RF\d{2}[A-Z0-9]{1,21}$/;

/** Each letter as its number (A = 10 … Z = 35), digits as themselves. */
function asDigits(text: string): string {
  return [...text].map((c) => (c >= "A" && c <= "Z" ? String(c.charCodeAt(0) - 55) : c)).join("");
}

/** `digits` modulo 97, a few digits at a time so no number grows past what a double holds exactly. */
function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

/** The creditor reference of `ownPart` (1 to 21 letters and digits; spaces and case ignored): "RF18539007547034". */
export function creditorReference(ownPart: string): string {
  const part = ownPart.replace(/\s+/g, "").toUpperCase();
  if (!OWN_PART.test(part)) throw new Error("A creditor reference's own part is 1 to 21 letters and digits");
  const check = 98 - mod97(asDigits(`${part}RF00`));
  return `RF${String(check).padStart(2, "0")}${part}`;
}

/** Whether `text` (spaces and case ignored, as payers type it) is a well-formed ISO 11649 reference whose check digits hold. */
export function isCreditorReference(text: string): boolean {
  const ref = normalizeCreditorReference(text);
  return REFERENCE.test(ref) && mod97(asDigits(`${ref.slice(4)}${ref.slice(0, 4)}`)) === 1;
}

/** The electronic form: no spaces, upper case ("rf18 5390 0754 7034" → "RF18539007547034"). */
export const normalizeCreditorReference = (text: string) => text.replace(/\s+/g, "").toUpperCase();

/** The printed form, in groups of four: "RF18 5390 0754 7034". */
export const formatCreditorReference = (reference: string) => normalizeCreditorReference(reference).replace(/(.{4})(?=.)/g, "$1 ");

/** An issued invoice's payment reference: its number, six digits at least ("RF34000042" for INV-000042). */
export const invoicePaymentReference = (invoiceNumber: number) => creditorReference(String(invoiceNumber).padStart(6, "0"));
