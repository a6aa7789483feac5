/**
 * The default avatars: a head and shoulders on one of a few colours, drawn as SVG in code so every
 * user has a picture whether or not the demo content was seeded. A user's row names one by path.
 */
const COLOURS = ["#FF8A65", "#4FC3F7", "#81C784", "#BA68C8", "#FFB74D", "#4DB6AC", "#F06292", "#7986CB"];

export const DEFAULT_AVATAR_COUNT = COLOURS.length;
export const AVATAR_ROUTE = "/avatars";

/** The stored reference of default avatar `n` (any whole number picks one). */
export function defaultAvatarRef(n: number): string {
  return `${AVATAR_ROUTE}/default-${Math.abs(Math.trunc(n)) % DEFAULT_AVATAR_COUNT}.svg`;
}

/** The SVG of default avatar `n`, or null when there is no such one. */
export function defaultAvatarSvg(n: number): string | null {
  const colour = COLOURS[n];
  if (colour === undefined) return null;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">` +
    `<rect width="96" height="96" fill="${colour}"/>` +
    `<circle cx="48" cy="39" r="17" fill="#fff" fill-opacity=".9"/>` +
    `<path d="M14 96c2-19 16-31 34-31s32 12 34 31z" fill="#fff" fill-opacity=".9"/></svg>`
  );
}
