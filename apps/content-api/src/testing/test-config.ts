import os from "node:os";
import path from "node:path";
import { type Config, loadConfig } from "../config.ts";

/**
 * Shared by every test file: media names carry a hash of their source and are written atomically,
 * so files rendered by one run are reused by the next and the suite stays fast. The seed test
 * renders into its own fresh folder.
 */
export const TEST_DATA_DIR = path.join(os.tmpdir(), "davmu-content-api-test");
export const TEST_PUBLIC_URL = "http://api.test";

/** A configuration from defaults only, never from the developer's environment. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ CONTENT_API_DATA_DIR: TEST_DATA_DIR, CONTENT_API_PUBLIC_URL: TEST_PUBLIC_URL, ...env });
}
