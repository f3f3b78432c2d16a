// `npm run admin:reset-two-factor -- <admin username or e-mail>`: the way back in for an admin who
// lost both the authenticator app and the recovery codes, or whose secret no longer decrypts after
// SESSION_SECRET changed. Removes their second factor and ends their sessions, recorded in the
// audit log; they then sign in with the password and enrol again from the console's Security tab.
// Reads the server's settings (.env and the environment): on PostgreSQL it can run beside the
// server; the embedded database serves one process at a time, so stop the server first.
import fs from "node:fs";
import { resetTwoFactor } from "../server/auth/two-factor.service";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { runCommand } from "./run-command";

async function main() {
  const login = process.argv[2]?.trim();
  if (!login) {
    process.stderr.write("usage: npm run admin:reset-two-factor -- <admin username or e-mail>\n");
    return 2;
  }
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const reset = await resetTwoFactor(database.db, login);
    if (!reset) {
      process.stderr.write(`No admin account signs in as "${login}". Nothing was changed.\n`);
      return 1;
    }
    process.stdout.write(
      `${reset.wasEnrolled ? "Two-factor sign-in removed" : "No two-factor sign-in was set up"} for "${login}"; their sessions are ended.\n` +
        "They can now sign in with their password and set up two-factor again from the console's Security tab.\n",
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
