/** What the content-api-pg project's global setup hands each test file (vitest's provide/inject). */
export type PostgresTestServer =
  /**
   * A throw-away server: its superuser URL, databases to copy from (migrated; migrated and seeded),
   * and how to copy them (`strategy file_copy` where the server has it: with fsync off, a file copy
   * beats writing every page to the WAL).
   */
  | { adminUrl: string; templates: { migrated: string; seeded: string }; copyStrategy: string }
  /** Why PostgreSQL cannot run here: every test of the project is skipped with it. */
  | { reason: string };

declare module "vitest" {
  export interface ProvidedContext {
    postgres: PostgresTestServer;
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.href;
}

/** A database name quoted for SQL; the names are the tests' own, the quoting is for safety. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
