import fs from "node:fs";
import os from "node:os";

/**
 * Where the tests' SQLite files go: memory-backed /dev/shm where the machine has it (a test database
 * is written and dropped in a fraction of a second, and never needs the disk), else the temp folder.
 */
export function scratchRoot(): string {
  try {
    fs.accessSync("/dev/shm", fs.constants.W_OK);
    return "/dev/shm";
  } catch {
    return os.tmpdir();
  }
}
