import pino from "pino";

export type Logger = pino.Logger;

/** JSON logs on stdout, one line per event (DESIGN.md: pino with a request id). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "cota-facil-site" },
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password"],
  });
}
