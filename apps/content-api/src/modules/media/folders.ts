import path from "node:path";

/** Where the media files live in a data folder: what /media/ serves, and what the demo seed writes. */
export function mediaDir(dataDir: string): string {
  return path.join(dataDir, "media");
}
