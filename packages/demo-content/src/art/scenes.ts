import { macro } from "./abstract.ts";
import type { Scene } from "./canvas.ts";
import { platform, racks } from "./corridor.ts";
import { device } from "./gadgets.ts";
import { circuit, containers } from "./industry.ts";
import { board, chart } from "./markets.ts";
import { ink, vessel } from "./museum.ts";
import { fields, mountains, plants, sea } from "./nature.ts";
import { interior, shelves } from "./rooms.ts";
import { facade, skyline } from "./skyline.ts";
import { court, pitch, pool, track } from "./sports.ts";
import { stage } from "./stage.ts";
import { street } from "./street.ts";
import { desk, food } from "./tabletop.ts";

/** Every scene family a seeded picture can show; articles name theirs so captions fit. */
export const SCENES = {
  mountains,
  sea,
  fields,
  plants,
  street,
  skyline,
  facade,
  platform,
  racks,
  shelves,
  interior,
  food,
  vessel,
  ink,
  desk,
  device,
  chart,
  board,
  containers,
  circuit,
  pitch,
  court,
  track,
  pool,
  macro,
  stage,
} satisfies Record<string, Scene>;

export type SceneName = keyof typeof SCENES;
