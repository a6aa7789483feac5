/** A node as stored: enough to put a tree in order. */
export type TreeRow = { id: number; parent_id: number | null; sort: number };

/**
 * The nodes in tree order: each parent before its children, siblings by `sort` then id. A node
 * whose parent is missing (or part of a cycle) is left out rather than shown in the wrong place.
 */
export function treeOrder<R extends TreeRow>(rows: readonly R[]): { row: R; depth: number }[] {
  const children = new Map<number | null, R[]>();
  for (const row of rows) {
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort || a.id - b.id);
  const out: { row: R; depth: number }[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push({ row, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 1);
  return out;
}

/** The ancestors of a node, outermost first. */
export function ancestorsOf<R extends TreeRow>(rows: readonly R[], id: number): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: R[] = [];
  let parent = byId.get(id)?.parent_id ?? null;
  while (parent !== null && out.length < rows.length) {
    const row = byId.get(parent);
    if (!row) break;
    out.unshift(row);
    parent = row.parent_id;
  }
  return out;
}
