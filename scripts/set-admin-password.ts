// `npm run admin:set-password -- <admin username or e-mail>`: sets an admin's password from the
// server's shell. ADMIN_PASSWORD makes the admin account once, when it does not exist yet, and is
// never applied again; this is how an operator rotates the password, or lets back in an admin who
// forgot it where the server sends no mail. The new password is read from standard input (typed
// without echo, or piped), never from the command line, which shells keep in their history. It
// ends the admin's sessions and tokens and is recorded in the audit log. Reads the server's
// settings (.env and the environment); on the embedded database, stop the server first.
import fs from "node:fs";
import { PASSWORD_MESSAGES } from "@shared/constants";
import { passwordSchema } from "@shared/contracts/auth";
import { isCommonPassword } from "../server/auth/password-policy";
import { setAdminPassword } from "../server/auth/auth.service";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { runCommand } from "./run-command";

/** One line from standard input; on a terminal, typed without echo. */
function readPassword(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    return new Promise((resolve, reject) => {
      let text = "";
      stdin.setEncoding("utf8");
      stdin.on("data", (chunk: string) => (text += chunk));
      stdin.on("end", () => resolve(text.split(/\r?\n/)[0] ?? ""));
      stdin.on("error", reject);
    });
  }
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let typed = "";
    const done = (value: string | null) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener("data", onData);
      process.stdout.write("\n");
      if (value === null) reject(new Error("Cancelled."));
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") return done(typed);
        if (ch === "\u0003" || ch === "\u0004") return done(null);
        if (ch === "\u007f" || ch === "\b") typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    stdin.on("data", onData);
    stdin.resume();
  });
}

async function main() {
  const login = process.argv[2]?.trim();
  if (!login) {
    process.stderr.write("usage: npm run admin:set-password -- <admin username or e-mail>   (the new password is read from standard input)\n");
    return 2;
  }
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const password = await readPassword(`New password for "${login}": `);
  const checked = passwordSchema.safeParse(password);
  const problems = checked.success ? [] : checked.error.issues.map((i) => i.message);
  if (checked.success && isCommonPassword(password)) problems.push(PASSWORD_MESSAGES.tooCommon);
  if (problems.length) {
    process.stderr.write(`${problems.join("\n")}\nNothing was changed.\n`);
    return 1;
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const set = await setAdminPassword(database.db, login, password, config.passwordCost);
    if (!set) {
      process.stderr.write(`No admin account signs in as "${login}". Nothing was changed.\n`);
      return 1;
    }
    process.stdout.write(`The password of "${login}" is changed; their sessions are ended.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
