import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { API_BASE, BASE_PATH, SITE_ORIGIN } from "./ports.ts";

/**
 * The browser tests' `test`: Playwright's, with each worker keeping its browser contexts from one
 * test to the next (docs/decisions/0097). A test's first page in a fresh context cost this machine
 * about 1.6 CPU-seconds more than in a kept one (a new context, a cold renderer process for the
 * site), close to half of what a typical test spends; the suite paid it 430 times. A test still
 * starts as a first-time visitor: between tests the context loses its cookies, every origin's
 * storage, its HTTP cache, permissions, routes, offline state, geolocation and extra headers, and
 * every page it opened (a page's session storage, history, init scripts, routes and emulation go
 * with it). A context that was given something no reset takes back (an init script or binding on
 * the context, a listener on it, the clock, a default timeout) is closed instead, as is the context
 * of a test that failed, and a test can ask for a context of its own with
 * `test.use({ freshContext: true })`.
 */
export const test = base.extend<{ freshContext: boolean }, { contextPool: ContextPool }>({
  freshContext: [false, { option: true }],
  contextPool: [
    async ({ browser }, use) => {
      const pool = new ContextPool(browser);
      await use(pool);
      await pool.close();
    },
    { scope: "worker" },
  ],
  // Playwright's own fixture of the options this test's context is made with (project, config and
  // `test.use` combined), the same object its default context fixture uses.
  context: (async (
    { contextPool, freshContext, _combinedContextOptions: options }: ContextNeeds,
    use: (context: BrowserContext) => Promise<void>,
    info: TestInfo,
  ) => {
    if (!options) throw new Error("Playwright no longer offers _combinedContextOptions");
    const lent = await contextPool.lend(options, freshContext);
    await use(lent.context);
    await contextPool.giveBack(lent, info.status === info.expectedStatus);
  }) as never,
});

interface ContextNeeds {
  contextPool: ContextPool;
  freshContext: boolean;
  _combinedContextOptions?: BrowserContextOptions;
}

export { expect } from "@playwright/test";

/** Context methods whose effect outlives the test and that no reset takes back. */
const LASTING = [
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "routeWebSocket",
  "routeFromHAR",
  "setDefaultTimeout",
  "setDefaultNavigationTimeout",
  "setHTTPCredentials",
  "setStorageState",
  "on",
  "once",
  "addListener",
  "prependListener",
  "prependOnceListener",
] as const;

/** The clock is the context's (`page.clock` is the same object): any call leaves it changed. */
const CLOCK = [
  "install",
  "fastForward",
  "pauseAt",
  "resume",
  "runFor",
  "setFixedTime",
  "setSystemTime",
] as const;

interface Lent {
  context: BrowserContext;
  options: BrowserContextOptions;
  key: string | null;
  /** Set once the test gave the context something a reset cannot take back, or closed it. */
  spent: boolean;
  /** The origins whose documents the context's pages showed: their storage is cleared. */
  origins: Set<string>;
  /** A page of the site's that stays open while the context waits (see {@link ContextPool.lend}). */
  keeper?: Page;
}

/** At most this many contexts wait for the next test in each worker (different options each). */
const IDLE_MAX = 2;

class ContextPool {
  readonly #idle = new Map<string, Lent>();

  constructor(private readonly browser: Browser) {}

  async lend(options: BrowserContextOptions, fresh: boolean): Promise<Lent> {
    // A context that lets service workers run keeps them beyond any reset of storage.
    const key = fresh || options.serviceWorkers === "allow" ? null : JSON.stringify(options);
    const idle = key === null ? undefined : this.#idle.get(key);
    if (idle) {
      this.#idle.delete(key!);
      return idle;
    }
    const context = await this.browser.newContext(options);
    const lent: Lent = { context, options, key, spent: false, origins: new Set([SITE_ORIGIN, API_BASE]) };
    context.on("close", () => {
      lent.spent = true;
    });
    context.on("page", (page) => {
      page.on("framenavigated", (frame) => {
        const { origin } = new URL(frame.url());
        if (origin.startsWith("http")) lent.origins.add(origin);
      });
    });
    if (key !== null) {
      // A document of the site's own stays open in the context, so that the renderer process the
      // site's pages run in lives on from one test to the next (a new one costs more than the page).
      // It is a file that runs nothing (the service worker's script, shown as text): a page of the
      // site there (the 404 page that robots.txt gave) would start a session of its own once idle,
      // and the token it kept would be the first test's, which then never asked for one.
      lent.keeper = await context.newPage();
      lent.keeper.on("crash", () => {
        lent.spent = true;
      });
      await lent.keeper.goto(`${SITE_ORIGIN}${BASE_PATH}/sw.js`);
    }
    markWhenSpent(lent);
    return lent;
  }

  /** Takes the context back after a test: reset for the next one, or closed. */
  async giveBack(lent: Lent, passed: boolean) {
    if (lent.key === null || !passed || lent.spent || !(await reset(lent))) {
      await lent.context.close().catch(() => {});
      return;
    }
    const keep = this.#idle.get(lent.key);
    if (keep) await keep.context.close().catch(() => {});
    this.#idle.delete(lent.key);
    if (this.#idle.size >= IDLE_MAX) {
      const [oldestKey, oldest] = this.#idle.entries().next().value!;
      this.#idle.delete(oldestKey);
      await oldest.context.close().catch(() => {});
    }
    this.#idle.set(lent.key, lent);
  }

  async close() {
    await Promise.all([...this.#idle.values()].map((lent) => lent.context.close().catch(() => {})));
    this.#idle.clear();
  }
}

/** Wraps the context's lasting methods so that calling one spends the context. */
function markWhenSpent(lent: Lent) {
  const spend = <T extends object>(target: T, names: readonly string[]) => {
    for (const name of names) {
      const original = (target as Record<string, unknown>)[name];
      if (typeof original !== "function") continue;
      Object.defineProperty(target, name, {
        configurable: true,
        value(...args: unknown[]) {
          lent.spent = true;
          return original.apply(this, args);
        },
      });
    }
  };
  spend(lent.context, LASTING);
  spend(lent.context.clock, CLOCK);
}

/**
 * Makes the context as a new one would be. Returns false when that could not be done (the context
 * is then closed).
 */
async function reset(lent: Lent): Promise<boolean> {
  const { context, options, keeper } = lent;
  if (!keeper || keeper.isClosed()) return false;
  try {
    // The pages go first: what they store as they close (a position kept on pagehide) is cleared too.
    await Promise.all(
      context
        .pages()
        .filter((page) => page !== keeper)
        .map((page) => page.close()),
    );
    // The keeper's DevTools session reaches the context's storage partition: its HTTP cache, and
    // each origin's cookies, local storage, IndexedDB, cache storage and service workers.
    const cdp = await context.newCDPSession(keeper);
    await cdp.send("Network.clearBrowserCache");
    for (const origin of lent.origins) {
      await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
    }
    await cdp.detach();
    lent.origins = new Set([SITE_ORIGIN, API_BASE]);
    await context.clearCookies();
    await context.clearPermissions();
    if (options.permissions?.length) await context.grantPermissions(options.permissions);
    await context.setGeolocation(options.geolocation ?? null);
    await context.setOffline(options.offline ?? false);
    await context.setExtraHTTPHeaders(options.extraHTTPHeaders ?? {});
    await context.unrouteAll({ behavior: "ignoreErrors" });
    return !lent.spent;
  } catch {
    return false;
  }
}
