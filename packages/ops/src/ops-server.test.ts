import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { createLifecycle } from "./lifecycle.ts";
import { silentLogger } from "./logger.ts";
import { startOpsServer } from "./ops-server.ts";

describe("the metrics listener", () => {
  it("tells ready from live, and gives its port up when the process begins to stop", async () => {
    const lifecycle = createLifecycle();
    const server = await startOpsServer({
      host: "127.0.0.1",
      port: 0,
      required: true,
      lifecycle,
      log: silentLogger(),
    });
    const { port } = server.address() as AddressInfo;
    const probe = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).status;
    expect([await probe("/livez"), await probe("/readyz")]).toEqual([200, 503]);
    lifecycle.started();
    expect(await probe("/readyz")).toBe(200);
    lifecycle.drain();
    // A successor started on the same port while this process finishes its requests can listen.
    const successor = createServer();
    await new Promise<void>((resolve, reject) => {
      successor.once("error", reject);
      successor.listen(port, "127.0.0.1", resolve);
    });
    successor.close();
  });
});
