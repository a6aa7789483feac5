import type { MetaDescriptor, ServerBuild } from "react-router";
import type { DocumentContext } from "./document-context.ts";

const ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON-LD as the text of a script element, escaped as React Router's `<Meta>` escapes it: text
 * from the content cannot close the element.
 */
export function structuredDataText(jsonLd: unknown): string {
  return JSON.stringify(jsonLd).replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}

function isJsonLd(descriptor: MetaDescriptor): boolean {
  return typeof descriptor === "object" && descriptor !== null && "script:ld+json" in descriptor;
}

/**
 * A loader's data without the JSON-LD of its `meta`; for a page's HTML, that JSON-LD is kept on the
 * request's load context, where the page's render finds it (`StructuredData`); the data of a
 * client-side navigation goes without it. Any other value (a response, data without head tags),
 * or any value without a load context, is returned as it is.
 */
export function asideStructuredData(context: DocumentContext | undefined, value: unknown): unknown {
  if (!context || typeof value !== "object" || value === null || value instanceof Response) return value;
  // React Router's `data(value, init)`: the value is its `data`.
  if ("type" in value && value.type === "DataWithResponseInit" && "data" in value) {
    (value as { data: unknown }).data = asideStructuredData(context, value.data);
    return value;
  }
  const meta = (value as { meta?: unknown }).meta;
  if (!Array.isArray(meta) || !meta.some(isJsonLd)) return value;
  if (context.documentRequest) {
    const texts = meta.filter(isJsonLd).map((d) => structuredDataText(d["script:ld+json"]));
    context.structuredData = [...(context.structuredData ?? []), ...texts];
  }
  return { ...value, meta: meta.filter((d) => !isJsonLd(d)) };
}

/**
 * The server build with every route's loader putting its JSON-LD aside (`asideStructuredData`,
 * docs/decisions/0083). Only the production server does so: the development server, without a
 * load context, leaves the JSON-LD in the head's tags, as React Router writes them.
 */
export function withStructuredDataAside(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route?.module.loader;
    routes[id] =
      route && loader
        ? {
            ...route,
            module: {
              ...route.module,
              loader: async (args) =>
                asideStructuredData(args.context as DocumentContext, await loader(args)),
            },
          }
        : route;
  }
  return { ...build, routes };
}
