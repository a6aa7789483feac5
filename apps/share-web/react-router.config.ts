import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  basename: "/davmu/share/",
  ssr: true,
  routeDiscovery: { mode: "initial" },
} satisfies Config;
