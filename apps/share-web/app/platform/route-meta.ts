import type { MetaDescriptor } from "react-router";

/**
 * A route's `meta`: the head's tags its loader computed (with the WeChat card, docs/decisions/0040),
 * so the browser takes them from the loader data rather than computing them again.
 */
export function loaderMeta({
  loaderData,
}: {
  loaderData?: { meta?: MetaDescriptor[] } | null;
}): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
