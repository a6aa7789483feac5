import { createRequire } from "node:module";
import { type Logger, pino } from "pino";

export type { Logger } from "pino";

/** Where secrets may sit in an object given to the logger: replaced before the line is written. */
const REDACTED = [
  "token",
  "code",
  "phone",
  "password",
  "authorization",
  "*.token",
  "*.code",
  "*.phone",
  "*.password",
  "*.authorization",
  "headers.cookie",
  "*.headers.cookie",
];

/** pino-pretty, when this is a development install that has it (it is a development dependency). */
function prettyTransport(): { target: string } | undefined {
  try {
    return { target: createRequire(import.meta.url).resolve("pino-pretty") };
  } catch {
    return undefined;
  }
}

let programLogger: Logger | undefined;

/**
 * The logger of this program (the first `createLogger` made), for what is logged outside a request
 * and far from the program's start: a database connection that failed, a broker that reconnects.
 * Where no program made one (a test), lines go to standard output at `warn` and above.
 */
export function programLog(): Logger {
  programLogger ??= pino({ name: "test", level: "warn", redact: { paths: REDACTED, censor: "***" } });
  return programLogger;
}

/**
 * A program's logger: one JSON object a line on standard output, with the program's name, at
 * `LOG_LEVEL` (info unless set; `warn` leaves the request lines out). Human-readable through
 * pino-pretty in development (`NODE_ENV=development`, or `LOG_PRETTY=true`) where it is installed.
 */
export function createLogger(program: string, env: NodeJS.ProcessEnv = process.env): Logger {
  const pretty =
    env.LOG_PRETTY === "true" || (env.LOG_PRETTY !== "false" && env.NODE_ENV === "development")
      ? prettyTransport()
      : undefined;
  const log = pino({
    name: program,
    level: env.LOG_LEVEL || "info",
    base: { program, pid: process.pid },
    redact: { paths: REDACTED, censor: "***" },
    ...(pretty ? { transport: pretty } : {}),
  });
  programLogger ??= log;
  return log;
}

/** A logger that writes nothing: for a program built in a test, which has no log to keep. */
export function silentLogger(): Logger {
  return pino({ enabled: false });
}

/** A logger that keeps its lines (parsed) for a test to read, written as the program's would be. */
export function capturingLogger(program = "test"): { log: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    { name: program, base: { program }, redact: { paths: REDACTED, censor: "***" } },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { log, lines };
}
