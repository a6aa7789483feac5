/**
 * The name of a later part (a part of a page that comes after idle or at a tap with texts of its
 * own) from its texts' file: `components/<folder>/messages.<code>.ts` is the folder's part
 * (`open-app`: the open-in-app dialogs), `components/<folder>/<name>.messages.<code>.ts` the part
 * `<name>` (`audio-player`), so that a folder can hold more than one and none is named as a screen.
 */
export function laterPartOfFile(file: string): { name: string; code: string } | null {
  const [, folder, named, code] =
    /components\/([\w-]+)\/(?:([\w-]+)\.)?messages\.(\w+)\.ts$/.exec(file) ?? [];
  const name = named ?? folder;
  return name && code ? { name, code } : null;
}
