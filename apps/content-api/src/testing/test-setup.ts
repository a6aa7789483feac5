import { afterAll, afterEach, beforeEach } from "vitest";
import { enterTest, releaseTestResources } from "./test-database.ts";

// Every test file of both projects: the databases (and what uses them) a test made are closed and
// dropped when it ends, those made for the whole file when the file ends. Vitest runs the after
// hooks in reverse, so these run after the file's own.
beforeEach(() => enterTest());
afterEach(() => releaseTestResources("test"));
afterAll(() => releaseTestResources("file"));
