// How the operator commands (admin:set-password, admin:reset-two-factor) end: with the exit code
// their main returns, or 1 and a message (a bad setting's text alone, anything else with its stack).
import { ConfigError } from "../server/config";

export function runCommand(main: () => Promise<number>) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      process.stderr.write(err instanceof ConfigError ? `\n${err.message}\n\n` : `\nFailed: ${err instanceof Error ? err.stack : String(err)}\n\n`);
      process.exit(1);
    },
  );
}
