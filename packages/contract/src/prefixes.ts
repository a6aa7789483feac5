/**
 * Service prefixes of spec §7 ({osman}, {peony-inner}, {pine-inner}, {form}, {stats}). Both programs
 * read them from configuration; these are the defaults, under which the reference service mounts them.
 */
export type ServicePrefixes = {
  osman: string;
  peonyInner: string;
  pineInner: string;
  form: string;
  stats: string;
};

export const DEFAULT_SERVICE_PREFIXES: ServicePrefixes = {
  osman: "/osman",
  peonyInner: "/peony-inner",
  pineInner: "/pine-inner",
  form: "/form",
  stats: "/stats",
};
