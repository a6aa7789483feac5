import { type RunnerTask, type RunnerTestSuite, TestRunner, type VitestTestRunner } from "vitest";
import type { PostgresTestServer } from "./postgres-server.ts";

/** Marks a task and all below it skipped; returns the tests among them. */
function skipAll(task: RunnerTask): RunnerTask[] {
  task.mode = "skip";
  if (task.type !== "suite") {
    task.result = { state: "skip" };
    return [task];
  }
  return task.tasks.flatMap(skipAll);
}

/**
 * The content-api-pg project's runner: where the global setup found that PostgreSQL cannot run
 * here, every test of a file is skipped before any of its hooks run (hooks would open databases),
 * instead of failing. The global setup printed the reason once.
 */
export default class PostgresTestRunner extends TestRunner {
  override async onBeforeRunSuite(suite: RunnerTestSuite): Promise<void> {
    const server = this.injectValue("postgres") as PostgresTestServer | undefined;
    if (suite.file === suite && server && "reason" in server) {
      const tests = skipAll(suite);
      // Reported one by one, so the summary counts them as skipped rather than as never run.
      await (this as VitestTestRunner).onTaskUpdate?.(
        tests.map((t) => [t.id, t.result, t.meta]),
        tests.map((t) => [t.id, "test-finished", undefined]),
      );
    }
    await super.onBeforeRunSuite(suite);
  }
}
