import { type RunnerTask, type RunnerTestSuite, TestRunner } from "vitest";
import type { PostgresTestServer } from "./postgres-server.ts";

function skipAll(task: RunnerTask): void {
  task.mode = "skip";
  if (task.type === "suite") for (const child of task.tasks) skipAll(child);
}

/**
 * The content-api-pg project's runner: where the global setup found that PostgreSQL cannot run
 * here, every test of a file is marked skipped before any of its hooks run (hooks would open
 * databases), instead of failing. The global setup printed the reason once.
 */
export default class PostgresTestRunner extends TestRunner {
  override async onBeforeRunSuite(suite: RunnerTestSuite): Promise<void> {
    const server = this.injectValue("postgres") as PostgresTestServer | undefined;
    if (suite.file === suite && server && "reason" in server) skipAll(suite);
    await super.onBeforeRunSuite(suite);
  }
}
