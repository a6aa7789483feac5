import { createHash } from "node:crypto";
import { THEME_SCRIPT } from "./theme-script.ts";

/** The CSP source that allows the inline theme script and nothing else inline without a nonce. */
export const THEME_SCRIPT_CSP_SOURCE = `'sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}'`;
