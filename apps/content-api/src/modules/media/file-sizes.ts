import { stat } from "node:fs/promises";
import path from "node:path";

/** The part of a media file's row this reads and fills. */
type SizedRow = { url: string; role: string; size_bytes: number | null };

/**
 * Rows of files this service serves (`/media/...` in its media folder) that do not hold their size
 * yet, given the size of the file on disk: the seed records sizes once it has made its files, a
 * file put there another way has none recorded. A feed's enclosure needs the true length. A file
 * that is not there, or is held elsewhere, keeps its null: nobody can download it from here.
 */
export async function withFileSizes<Row extends SizedRow>(dir: string, rows: readonly Row[]): Promise<Row[]> {
  const root = path.resolve(dir);
  return Promise.all(
    rows.map(async (row) => {
      if (row.size_bytes !== null || row.role !== "file" || !row.url.startsWith("/media/")) return row;
      const file = path.resolve(root, row.url.slice("/media/".length).split(/[?#]/)[0] ?? "");
      if (!file.startsWith(`${root}${path.sep}`)) return row;
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? { ...row, size_bytes: found.size } : row;
    }),
  );
}
