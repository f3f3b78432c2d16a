import pino from "pino";

export type Logger = pino.Logger;

const FLUSH_MS = 250;

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
  // a request's log line never waits on the terminal or log file. What is gathered goes out at least
  // every FLUSH_MS, so a quiet server's lines still show at once; pino writes what is left when the
  // process exits, also on process.exit() and after an uncaught exception.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const timer = setInterval(() => {
    try {
      destination.flush();
    } catch {
      clearInterval(timer); // closed: nothing more to write
    }
  }, FLUSH_MS).unref();
  return pino(options, destination);
}
