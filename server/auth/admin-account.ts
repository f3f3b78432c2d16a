import { hashPassword } from "./password";
import { ConfigError, type Config } from "../config";
import type { Db } from "../db/client";
import * as repo from "./auth.repo";

/**
 * Creates the admin account the configuration names when no account has that username; runs at
 * every start. An existing admin is left as it is: ADMIN_PASSWORD is the first password only, so a
 * password changed since (in the console, or `npm run admin:set-password`) does not come back at a
 * restart or a worker's respawn. An account that holds the name but is no admin is never promoted,
 * and an address already in use is not taken: the start stops and says why.
 */
export async function ensureAdmin(db: Db, config: Config) {
  const { username, password, email } = config.admin;
  const existing = await repo.findByUsernameAnyCase(db, username);
  if (existing?.isAdmin) return existing.id;
  if (existing) {
    throw new ConfigError(
      `Cannot start: ADMIN_USERNAME "${username}" is the username of an account that is not an admin, and it will not be made one.\n` +
        "  Choose another ADMIN_USERNAME for the admin account.",
    );
  }
  const passwordHash = await hashPassword(password, config.passwordCost);
  const row = await repo.insertAdminUnlessTaken(db, { username, email, passwordHash });
  if (!row) {
    throw new ConfigError(`Cannot start: ADMIN_EMAIL "${email}" is the address of another account.\n  Choose another ADMIN_EMAIL for the admin account "${username}".`);
  }
  return row.id;
}
