import { getServerConfig } from "../../platform/config.server.ts";

/** The app's store addresses, each only when configured, and the site's public origin. */
export function loadApp() {
  const config = getServerConfig();
  return {
    stores: {
      ios: config.DAVMU_APP_STORE_IOS_URL || null,
      android: config.DAVMU_APP_STORE_ANDROID_URL || null,
    },
    origin: config.DAVMU_WAP_HOST,
  };
}
