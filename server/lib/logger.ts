import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]', "password", "*.password"],
      censor: "[redacted]",
    },
  };
  if (level === "silent") return pino(options);
  // Lines are gathered and written in the background (a write per 4 kB instead of one per line), so
  // a request's log line never waits on the terminal or log file. pino writes what is left when the
  // process exits, also on process.exit() and after an uncaught exception.
  return pino(options, pino.destination({ dest: 1, sync: false, minLength: 4096 }));
}
