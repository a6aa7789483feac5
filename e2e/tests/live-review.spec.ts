import { LIVE_STATUS, type LiveDetail, type LiveStatus } from "@davmu/contract";
import type { Page } from "@playwright/test";
import { blocking, describeViolations, runAxe } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { liveRoomPath, liveRooms } from "../support/live-media.ts";
import { hydrated } from "../support/platform.ts";
import { API_BASE } from "../support/ports.ts";
import { EDITOR_HEADERS } from "../support/preview.ts";
import { keepScreenshot } from "../support/screens.ts";

// An editor takes a running room off the air (docs/decisions/0075). The room is shared with the
// other specs, so this one runs after them (playwright.config.ts: the "alone" projects).

async function setStatus(room: LiveDetail, status: LiveStatus): Promise<void> {
  const response = await fetch(`${API_BASE}/peony/v1/editor/live/${room.post_id}/status`, {
    method: "POST",
    headers: EDITOR_HEADERS,
    body: JSON.stringify({ status }),
  });
  if (!response.ok) throw new Error(`live status of ${room.post_id}: HTTP ${response.status}`);
}

/**
 * Watches the page's push stream, before the page opens: `first` resolves with the first event it
 * brings the page (soon the count of who watches, which the stream tells once it has joined the
 * room). The stream's answer comes before it has subscribed to the room's news; any event on it
 * comes after.
 */
async function watchPushes(page: Page): Promise<{ first: Promise<string> }> {
  const cdp = await page.context().newCDPSession(page);
  const first = new Promise<string>((resolve) => {
    cdp.on("Network.eventSourceMessageReceived", (event) => resolve(event.eventName));
  });
  await cdp.send("Network.enable");
  return { first };
}

async function runningRoom(): Promise<LiveDetail> {
  const room = (await liveRooms()).find((r) => r.type === "landscape" && r.status === LIVE_STATUS.live);
  if (!room) throw new Error("the seed has no running landscape room");
  return room;
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`a room an editor takes off the air, ${colorScheme}`, () => {
    test.use({ colorScheme });
    test.describe.configure({ timeout: 60_000 });

    test("the page shows it under review at once, without a reload, and plays again when it is given back", async ({
      page,
    }, info) => {
      const room = await runningRoom();
      try {
        const ready = hydrated(page);
        const pushes = await watchPushes(page);
        await page.goto(liveRoomPath(room));
        await ready;
        await expect(page.locator(".live-badge")).toHaveText("直播中");
        await expect(page.locator(".live-stage video")).toHaveCount(1);
        // The stream subscribes as it starts: once it has pushed the page its first news, it hears
        // the editor's decision.
        await pushes.first;
        await setStatus(room, LIVE_STATUS.review);
        // Pushed: well before the page's next poll (10 s) could have told it.
        await expect(page.getByText("直播审核中")).toBeVisible({ timeout: 4000 });
        await expect(page.getByText("审核通过后即可观看，请稍后再来")).toBeVisible();
        await expect(page.locator(".live-badge")).toHaveText("审核中");
        // Nothing of the stream plays, and the chat is closed: its tab is gone.
        await expect(page.locator(".live-stage video")).toHaveCount(0);
        await expect(page.getByRole("tab", { name: "聊天" })).toHaveCount(0);
        const violations = blocking(await runAxe(page));
        expect(violations, describeViolations(violations)).toEqual([]);
        await keepScreenshot(page, info.project.name, colorScheme, "live-landscape-review");

        // A visitor who opens the link now gets the same state from the server.
        await page.reload();
        await expect(page.getByText("直播审核中")).toBeVisible();

        // Given back: the page polls while under review, and plays again without a reload.
        await setStatus(room, LIVE_STATUS.live);
        await expect(page.locator(".live-badge")).toHaveText("直播中", { timeout: 15_000 });
        await expect(page.locator(".live-stage video")).toHaveCount(1);
        await expect(page.getByRole("tab", { name: "聊天" })).toBeVisible();
      } finally {
        await setStatus(room, LIVE_STATUS.live);
      }
    });
  });
}
