import { LIVE_STATUS, type LiveDetail } from "@davmu/contract";
import type { Page } from "@playwright/test";
import { liveRooms } from "./live-media.ts";
import { openHydrated } from "./screen.ts";

async function room(pick: (r: LiveDetail) => boolean, what: string): Promise<LiveDetail> {
  const found = (await liveRooms()).find(pick);
  if (!found) throw new Error(`the seed has no ${what}`);
  return found;
}

/** The seed's rooms the live specs visit, as the service gives them now. */
export const liveVideoRoom = () =>
  room((r) => r.type === "landscape" && r.status === LIVE_STATUS.live, "live video room");
export const upcomingRoom = () =>
  room((r) => r.type === "portrait" && r.status === LIVE_STATUS.notStarted, "upcoming room");
export const endedRoom = () => room((r) => r.status === LIVE_STATUS.ended, "ended room");
export const liveBlog = () => room((r) => r.type === "image", "live blog");

/** Opens a room's page and waits until it has hydrated. */
export const open = (page: Page, path: string) => openHydrated(page, path, path);
