const COLOR = /^#[0-9A-Fa-f]{6}$/;

/**
 * Reads the `app_info` JSON string in the browser without the contract's zod schema, which would
 * add ~25 KB to the first load. Only what the browser uses is read, and checked.
 */
export function readAppInfo(
  raw: string,
): { primaryColor: string | null; data: Record<string, unknown> } | null {
  try {
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== "object" || Array.isArray(data)) return null;
    const color = (data as { primaryColor?: unknown }).primaryColor;
    return {
      primaryColor: typeof color === "string" && COLOR.test(color) ? color : null,
      data: data as Record<string, unknown>,
    };
  } catch {
    return null;
  }
}
