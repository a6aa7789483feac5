import v8 from "node:v8";

/**
 * How far V8 lets the old generation grow past what survived its last full collection before it
 * collects again, in percent (docs/decisions/0078). V8 picks up to 300 % (×4) on a machine with
 * memory to spare; a busy site then carries three times its live pages in garbage.
 */
export const HEAP_GROWING_PERCENT = 150;

const FLAG = "--heap-growing-percent";

/** The V8 flag to set, or null when the process was started with one of its own. */
export function heapFlag(execArgv: readonly string[]): string | null {
  const given = execArgv.some((arg) => /^--heap[-_]growing[-_]percent(=|$)/.test(arg));
  return given ? null : `${FLAG}=${HEAP_GROWING_PERCENT}`;
}

/**
 * Sets the old generation's growth. V8 reads this flag at every full collection, so setting it once
 * the process runs takes effect from the next one.
 */
export function configureHeap(execArgv: readonly string[] = process.execArgv): void {
  const flag = heapFlag(execArgv);
  if (flag) v8.setFlagsFromString(flag);
}

/**
 * The young generation the site's launchers give it (docs/decisions/0078): `NODE_FLAGS` in
 * scripts/stack.mjs and the package's start script, which heap.test.ts holds to this value.
 */
export const SEMI_SPACE_FLAG = "--max-semi-space-size=32";

/** What is wrong with how the process was started, for the heap; empty when nothing is. */
export function heapRisks(execArgv: readonly string[], nodeOptions = ""): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) =>
    /^--max[-_]semi[-_]space[-_]size(=|$)/.test(arg),
  );
  return given
    ? []
    : [
        `node was started without ${SEMI_SPACE_FLAG}: the site collects garbage more often and holds more memory under load (docs/decisions/0078)`,
      ];
}

/** Warns of each heap risk when started in production (to the program's log), as the configuration's risks are. */
export function warnOfHeapRisks(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string | undefined = process.env.NODE_OPTIONS,
  nodeEnv: string | undefined = process.env.NODE_ENV,
  write: (line: string) => void = console.error,
): void {
  if (nodeEnv !== "production") return;
  for (const risk of heapRisks(execArgv, nodeOptions)) write(`share-web: WARNING: ${risk}`);
}
