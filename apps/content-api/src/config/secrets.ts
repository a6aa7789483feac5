/**
 * The content service's secrets: the key its tokens are signed with, the preview links' key,
 * the editor's token and the inner calls' secret, and how long a preview link lasts.
 */
import { createHmac } from "node:crypto";
import { envInt } from "@davmu/env";
import { z } from "zod";

/** Only meant for local runs: any deployment sets its own secret. */
export const DEV_TOKEN_SECRET = "davmu-content-api-dev-secret-change-me-in-production";

export const SecretsEnv = z.object({
  CONTENT_API_TOKEN_SECRET: z
    .string()
    .min(32, "must be at least 32 characters (HS256 key)")
    .default(DEV_TOKEN_SECRET),
  /** Signs preview links; derived from the token secret when unset (docs/decisions/0020). */
  CONTENT_API_PREVIEW_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** The bearer token an editor's tool sends to be issued preview links; the call is off when unset. */
  CONTENT_API_EDITOR_TOKEN: z.string().min(24, "must be at least 24 characters").optional(),
  /** How long a preview link stays valid unless the editor asks for less or more. */
  CONTENT_API_PREVIEW_TTL_HOURS: envInt(24, 1, 720),
  /** Shared with the site's server: inner calls without it are refused (docs/decisions/0021). */
  DAVMU_INNER_SECRET: z.string().min(24, "must be at least 24 characters").optional(),
});

export type SecretsConfig = {
  tokenSecret: string;
  /** The HMAC key of preview links. */
  previewSecret: string;
  /** The bearer token of the preview-link call; empty turns the call off. */
  editorToken: string;
  previewTtlSeconds: number;
  /** The secret the site's server sends with inner calls; empty accepts inner calls without one. */
  innerSecret: string;
};

export function secretsConfig(e: z.output<typeof SecretsEnv>): SecretsConfig {
  return {
    tokenSecret: e.CONTENT_API_TOKEN_SECRET,
    previewSecret: e.CONTENT_API_PREVIEW_SECRET ?? derivedSecret(e.CONTENT_API_TOKEN_SECRET, "preview links"),
    editorToken: e.CONTENT_API_EDITOR_TOKEN ?? "",
    previewTtlSeconds: e.CONTENT_API_PREVIEW_TTL_HOURS * 3600,
    innerSecret: e.DAVMU_INNER_SECRET ?? "",
  };
}

/** A key of its own for one purpose, from the token secret: one leaked key does not give the other. */
export function derivedSecret(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(`davmu-content-api ${purpose}`).digest("base64url");
}
