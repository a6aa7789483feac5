import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  basename: "/davmu/share/",
  ssr: true,
  // The first HTML names the matched routes only; the router asks for the others as links show
  // (docs/decisions/0057, which supersedes 0007).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
