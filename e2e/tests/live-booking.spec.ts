import { apiLogin, startLoggedIn } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";
import { liveRoomPath as roomPath } from "../support/live-media.ts";
import { open, upcomingRoom } from "../support/live-page.ts";
import { EACH_PHONE } from "../support/phones.ts";

// Booking an upcoming live room: logged in, by calendar, and the buttons' places as the chat comes.

test("a logged-in visitor books an upcoming room, and it stays booked after a reload", async ({ page }) => {
  const upcoming = await upcomingRoom();
  await startLoggedIn(page, await apiLogin());
  await open(page, roomPath(upcoming));
  const book = page.getByRole("button", { name: upcoming.reservation_label ?? "预约直播" });
  await expect(book).toHaveAttribute("aria-pressed", "false");
  await book.click();
  const booked = page.getByRole("button", { name: "已预约" });
  await expect(booked).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: "已预约" })).toHaveAttribute("aria-pressed", "true");
  // Unbooking is a tap too, and lasts.
  await page.getByRole("button", { name: "已预约" }).click();
  await expect(book).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(book).toBeVisible();
});

test("a visitor who will not log in adds the room's start to their calendar", async ({ page }) => {
  const upcoming = await upcomingRoom();
  await open(page, roomPath(upcoming));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "添加到日历" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("live.ics");
  const { readFile } = await import("node:fs/promises");
  const ics = await readFile((await download.path())!, "utf8");
  const start = new Date(upcoming.start_time! * 1000)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  expect(ics).toContain(`DTSTART:${start}`);
  expect(ics).toContain(upcoming.post_id);
  // Booking asks a logged-out visitor to log in.
  await page.getByRole("button", { name: upcoming.reservation_label ?? "预约直播" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
});

test(
  "the upright room's booking and calendar stay put as its chat's history comes in",
  EACH_PHONE,
  async ({ page }) => {
    const upcoming = await upcomingRoom();
    // The history comes once the page is idle, when a visitor may already be reaching for a button:
    // held here until the buttons' places are taken, then let through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/peony/v3/live/chat/*?*", async (route) => {
      await held;
      await route.continue();
    });
    await open(page, roomPath(upcoming));
    const calendar = page.getByRole("link", { name: "添加到日历" });
    const book = page.getByRole("button", { name: upcoming.reservation_label ?? "预约直播" });
    await expect(calendar).toBeVisible();
    const before = [await book.boundingBox(), await calendar.boundingBox()];
    release();
    // The history has come: its lines, or the line saying nobody has spoken yet.
    await expect(page.getByRole("log")).toHaveAttribute("aria-busy", "false");
    await expect(page.getByRole("log").getByRole("listitem").first()).toBeVisible();
    expect([await book.boundingBox(), await calendar.boundingBox()]).toEqual(before);
  },
);
