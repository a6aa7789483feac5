import { createHash } from "node:crypto";
import { HEAD_SCRIPT } from "./head-script.ts";

/** The CSP source that allows the inline head script and nothing else inline without a nonce. */
export const HEAD_SCRIPT_CSP_SOURCE = `'sha256-${createHash("sha256").update(HEAD_SCRIPT).digest("base64")}'`;
