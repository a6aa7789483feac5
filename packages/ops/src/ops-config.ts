import { envInt, envPort, parseEnv } from "@davmu/env";
import { z } from "zod";

export type OpsConfig = {
  metricsHost: string;
  metricsPort: number;
  /** The port was set: a port that cannot be had stops the program. */
  metricsRequired: boolean;
  /** How long a stop may take before the process exits anyway. */
  shutdownTimeoutMs: number;
};

/**
 * A program's operating settings, read with its prefix: `<PREFIX>_METRICS_PORT` (0 turns the
 * metrics listener off), `<PREFIX>_METRICS_HOST` (loopback) and `<PREFIX>_SHUTDOWN_TIMEOUT_MS`.
 */
export function opsConfig(
  program: string,
  prefix: string,
  defaultMetricsPort: number,
  env: Record<string, string | undefined> = process.env,
): OpsConfig {
  const schema = z.object({
    [`${prefix}_METRICS_HOST`]: z.string().default("127.0.0.1"),
    [`${prefix}_METRICS_PORT`]: envPort(defaultMetricsPort, { allowZero: true }),
    // Under a container's default 10 s between its SIGTERM and its SIGKILL.
    [`${prefix}_SHUTDOWN_TIMEOUT_MS`]: envInt(8_000, 100, 120_000),
  });
  const parsed = parseEnv(program, schema, env) as Record<string, string | number>;
  return {
    metricsHost: String(parsed[`${prefix}_METRICS_HOST`]),
    metricsPort: Number(parsed[`${prefix}_METRICS_PORT`]),
    metricsRequired: Boolean(env[`${prefix}_METRICS_PORT`]),
    shutdownTimeoutMs: Number(parsed[`${prefix}_SHUTDOWN_TIMEOUT_MS`]),
  };
}
