import { LIVE_STATUS, type LiveDetail } from "@davmu/contract";
import { blocking, describeViolations, runAxe } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { liveRoomPath, liveRooms } from "../support/live-media.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { hydrated } from "../support/platform.ts";
import { keepScreenshot } from "../support/screens.ts";

/** What each state's badge says, and where in the room's schedule the clock is set to see it. */
const STATES = [
  { key: "upcoming", badge: "预告", at: (r: LiveDetail) => r.start_time! - 600 },
  { key: "live", badge: "直播中", at: (r: LiveDetail) => r.start_time! + 60 },
  { key: "ended", badge: "已结束", at: (r: LiveDetail) => r.end_time! + 60 },
] as const;

const LAYOUTS = ["landscape", "portrait", "image"] as const;
// Under review is an editor's flag, not a time: live-review.spec.ts takes a room there.

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`every live layout in every state the clock reaches, ${colorScheme}`, EACH_PHONE, () => {
    test.use({ colorScheme });
    test.describe.configure({ timeout: 90_000 });

    for (const layout of LAYOUTS) {
      test(`${layout} room: upcoming, live and ended, each as a visitor sees it`, async ({ page }, info) => {
        const room = (await liveRooms()).find((r) => r.type === layout && r.status !== LIVE_STATUS.review);
        if (!room?.start_time) throw new Error(`the seed has no scheduled ${layout} room`);
        await page.clock.install({ time: Date.now() });
        // The page's status comes from its clock alone: no poll pulls it back to the service's.
        await page.route("**/peony/v3/live/room/**", (route) => route.abort());
        const ready = hydrated(page);
        await page.goto(liveRoomPath(room));
        await ready;
        // A room with no end runs until its editors end it: its ended state is the replay room's
        // (the accessibility spec's "live room, ended with a replay").
        for (const state of STATES.filter((s) => s.key !== "ended" || room.end_time !== null)) {
          await page.clock.setSystemTime(state.at(room) * 1000);
          await page.clock.runFor(11_000);
          await expect(page.locator(".live-badge")).toHaveText(state.badge);
          const violations = blocking(await runAxe(page));
          expect(violations, `${layout} ${state.key}:\n${describeViolations(violations)}`).toEqual([]);
          await keepScreenshot(page, info.project.name, colorScheme, `live-${layout}-${state.key}`);
        }
      });
    }
  });
}
