// Writes server/lib/common-passwords.txt, the passwords refused as too common, from the
// frequency-ranked list `src/passwords.json` of the @zxcvbn-ts/language-common package (4.1.3):
//
//   npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
//   node scripts/make-common-passwords.mjs package/src/passwords.json package/LICENSE.txt
//
// It keeps the entries of 8 characters or more (shorter ones are refused anyway), lower-cased and
// in their order, most common first, and puts the package's licence notice at the head of the file.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const [listFile, licenceFile] = process.argv.slice(2);
if (!listFile || !licenceFile) {
  console.error("usage: node scripts/make-common-passwords.mjs <passwords.json> <LICENSE.txt>");
  process.exit(2);
}
const ranked = JSON.parse(fs.readFileSync(listFile, "utf8"));
const kept = [...new Set(ranked.map((w) => w.normalize("NFKC").toLowerCase()).filter((w) => w.length >= 8 && !/\s/.test(w)))];
const comment = (text) => text.trimEnd().split("\n").map((line) => (line ? `# ${line}` : "#"));
const head = [
  ...comment(
    `The ${kept.length.toLocaleString("en")} most common passwords of 8 characters or more, most common first, lower-cased:
a new password on this list is refused (server/auth/password-policy.ts). Lines starting "# " are
comments. Made by scripts/make-common-passwords.mjs from the frequency-ranked password list of
@zxcvbn-ts/language-common 4.1.3 (${ranked.length.toLocaleString("en")} entries), under this licence:
`,
  ),
  ...comment(fs.readFileSync(licenceFile, "utf8")),
];
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../server/lib/common-passwords.txt");
fs.writeFileSync(out, [...head, ...kept].join("\n") + "\n");
console.log(`wrote ${kept.length} passwords to ${path.relative(process.cwd(), out)}`);
