import { createIdCodec, type IdCodec } from "@davmu/ids";
import { getServerConfig } from "./config.server.ts";

let codec: IdCodec | undefined;

/** The id codec with the configured salt (the same as the content service's). */
export function ids(): IdCodec {
  codec ??= createIdCodec(getServerConfig().DAVMU_ID_SALT);
  return codec;
}
