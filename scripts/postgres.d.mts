// Types of postgres.mjs, for the TypeScript that starts a server through it (the service's tests).
import type { ChildProcess } from "node:child_process";

export type StartedPostgres = {
  /** postgres://postgres@127.0.0.1:PORT/postgres: the superuser, trusted on loopback. */
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server and deletes its data directory. */
  stop(): Promise<void>;
  child: ChildProcess;
};

export function ensurePostgres(options?: {
  log?: (line: string) => void;
}): { bin: string } | { reason: string };
export function sparePort(): Promise<number>;
export function startPostgres(options?: {
  port?: number;
  durable?: boolean;
  /** The data directory in /dev/shm where the machine has one. */
  inMemory?: boolean;
  log?: (line: string) => void;
}): Promise<StartedPostgres | { reason: string; url?: undefined }>;
