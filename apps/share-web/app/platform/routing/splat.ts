/**
 * The segments of the rest of a screen's path (its splat), or null when more than `max` follow:
 * such an address is the 404 page. Screens take their optional segments as one splat rather than
 * as `:name?` segments, which React Router explodes into two routes each, and matching a page's
 * parent paths against the exploded table cost the server a sixth of its time per page
 * (docs/decisions/0062, 0076). A trailing or doubled slash adds no segment.
 */
export function splatSegments(params: { "*"?: string }, max: number): string[] | null {
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  return segments.length > max ? null : segments;
}
