import pino from "pino";

export type Logger = pino.Logger;

/** JSON logs on stdout (pino), one line per event; request logs carry the request's id. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "cota-facil-site" },
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password"],
  });
}
