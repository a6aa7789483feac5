import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** A short hash of everything an output is made from: same inputs, same name, never made twice. */
export function inputsHash(...parts: readonly unknown[]): string {
  const hash = createHash("sha1");
  for (const part of parts) hash.update(typeof part === "string" ? part : JSON.stringify(part)).update("\n");
  return hash.digest("hex").slice(0, 10);
}

export async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

/** `.<name>.<pid>.<random>.tmp`: what writeAtomically writes before renaming. */
const TEMP = /^\..+\.(\d+)\.[a-z0-9]+\.tmp$/;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is someone else's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Removes what a process that has ended left half-written in `dirs` (the service stopped during an
 * encode): a temporary name carries its writer's process id, so another process's work in progress
 * is left alone. Returns how many it removed.
 */
export async function sweepStaleTemps(dirs: readonly string[]): Promise<number> {
  let removed = 0;
  for (const dir of dirs) {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const pid = TEMP.exec(name)?.[1];
      if (pid === undefined || alive(Number(pid))) continue;
      await fs.rm(path.join(dir, name), { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

const tempName = (target: string) =>
  path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`,
  );

/**
 * Makes `target` (a file or a folder) by letting `make` write it under a temporary name beside it,
 * then renaming it into place: a reader, or a second seeding process, sees all of it or none. When
 * `make` fails, the partial output is removed. When another process finished the same target first,
 * its copy is kept (both were made from the same inputs).
 */
export async function writeAtomically(target: string, make: (temp: string) => Promise<void>): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = tempName(target);
  try {
    await make(temp);
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if ((code === "ENOTEMPTY" || code === "EEXIST") && (await exists(target))) return;
    throw error;
  }
}

/**
 * Runs `work` over `items`, at most `limit` at a time, and returns the results in the items' order.
 * After a failure no further item starts; the first error is thrown once the running ones end.
 */
export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const i = next++;
      try {
        results[i] = await work(items[i]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = settled.find((s) => s.status === "rejected");
  if (failure) throw failure.reason;
  return results;
}

/** The total size of the files under `dir`, in bytes. */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await folderBytes(full) : (await fs.stat(full)).size;
  }
  return total;
}
