/**
 * Whether the site shows interactive maps (docs/decisions/0073): only with both an AMap key and the
 * security code of spec §3. Without them no page requests anything from AMap, and the security
 * policy names no AMap host.
 */
export function mapsConfigured(config: {
  DAVMU_GAODE_KEY: string;
  DAVMU_GAODE_SECURITY_JSCODE: string;
}): boolean {
  return config.DAVMU_GAODE_KEY !== "" && config.DAVMU_GAODE_SECURITY_JSCODE !== "";
}
