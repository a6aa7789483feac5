import {
  CALLS,
  FORM_SUBMIT_PER_MINUTE,
  FORM_UPLOAD_BODY_MAX,
  FORM_UPLOAD_PER_MINUTE,
  fieldErrors,
  formValuesSchema,
} from "@davmu/contract";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { RouteDeps } from "../../deps.ts";
import { ApiError, notFound } from "../../http/api-error.ts";
import { clientAddress } from "../../http/client-address.ts";
import { handle } from "../../http/handle.ts";
import { fail } from "../../http/respond.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { readCaller } from "../accounts/caller.ts";
import { mediaDir } from "../media/folders.ts";
import { fieldsOf, formState, toFormDetail, toFormEntry } from "./present.ts";
import { findActivity, findEntry, findUploads, listActivities } from "./queries.ts";
import { submitEntry } from "./submit.ts";
import { storeUpload } from "./uploads.ts";

/** Why a sign-up was refused, for the page to say so in its own words. */
export type RefusalReason = "already" | "full" | "closed";

/**
 * Activities and their sign-up forms (spec §7 `{form}/form/v1/mobile/form/*`, docs/decisions/0070).
 * The detail and list are the same for everyone; an entry, its upload and "mine" belong to the
 * token's subject. Signing up and uploading need a logged-in user (docs/decisions/0096): an
 * anonymous token's subject is a device id the client chooses, so "one entry per visitor" would
 * be one per made-up device, and places could be taken by a script.
 */
export function formRoutes(deps: RouteDeps): Hono {
  const { db, ids, config, presenter, now, rateStore } = deps;
  const app = new Hono();

  async function activity(text: string) {
    const id = decodeIdOr404(ids, text, "activity");
    const row = await findActivity(db, id);
    if (!row) throw notFound("activity not found");
    return row;
  }

  async function identity(c: Context) {
    const caller = await readCaller(deps, c);
    if (!caller) {
      throw new ApiError(401, "signing up needs a token: the anonymous one from start-up, or a user's");
    }
    return caller;
  }

  /** The caller who may sign up: a logged-in user, whose phone number was verified by a code. */
  async function member(c: Context) {
    const caller = await readCaller(deps, c);
    if (caller?.kind !== "user") {
      throw new ApiError(401, "signing up needs a logged-in user: log in with a phone number first");
    }
    return caller;
  }

  async function limit(c: Context, name: string, subject: string, perMinute: number) {
    if (await rateStore.take(name, subject, perMinute)) return;
    c.header("Retry-After", String(Math.ceil(60 / perMinute)));
    throw new ApiError(429, "too many requests: slow down and try again shortly");
  }

  handle(app, config.prefixes, CALLS.formDetail, async ({ query }) => {
    return toFormDetail(presenter, await activity(query().id), now());
  });

  handle(app, config.prefixes, CALLS.formList, async () => {
    const at = now();
    const rows = await listActivities(db);
    const order = { open: 0, full: 1, closed: 2 } as const;
    const cards = rows.map((row) => toFormDetail(presenter, row, at));
    return { list: cards.sort((a, b) => order[a.state] - order[b.state]) };
  });

  handle(app, config.prefixes, CALLS.formMine, async ({ c, query }) => {
    const caller = await identity(c);
    const row = await activity(query().id);
    const entry = await findEntry(db, row.id, caller.subject);
    if (!entry) return { entry: null };
    const fields = fieldsOf(row);
    const uploads = await findUploads(db, {
      activityId: row.id,
      identity: caller.subject,
      refs: imageRefs(fields, JSON.parse(entry.answers)),
    });
    return { entry: toFormEntry(presenter, fields, entry, uploads) };
  });

  handle(app, config.prefixes, CALLS.formSubmit, async ({ c, body }) => {
    const caller = await member(c);
    await limit(c, "form-submit", caller.subject, FORM_SUBMIT_PER_MINUTE);
    const address = clientAddress(c, config.trustedProxies);
    await limit(c, "form-submit-address", address, config.signupRatePerMinute);
    const { id, values } = await body();
    const row = await activity(id);
    const fields = fieldsOf(row);
    const parsed = formValuesSchema(fields).safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      const unknown = parsed.error.issues.find((i) => i.code === "unrecognized_keys");
      const msg = Object.entries(errors)
        .map(([key, text]) => `${key}: ${text}`)
        .concat(unknown ? [`unknown fields: ${(unknown as { keys: string[] }).keys.join(", ")}`] : [])
        .join("; ");
      return c.json({ code: 400, msg: `invalid request: ${msg}`, data: { fields: errors } }, 400);
    }
    const answers = parsed.data as Record<string, unknown>;
    const refs = imageRefs(fields, answers);
    const uploads = await findUploads(db, { activityId: row.id, identity: caller.subject, refs });
    const missing = fields.find(
      (f) =>
        f.type === "image" &&
        typeof answers[f.key] === "string" &&
        !uploads.some((u) => u.ref === answers[f.key] && u.field_key === f.key),
    );
    if (missing) {
      const errors = { [missing.key]: `请重新上传${missing.label}` };
      return c.json(
        {
          code: 400,
          msg: `invalid request: ${missing.key}: not an upload of yours`,
          data: { fields: errors },
        },
        400,
      );
    }
    const at = now();
    const result = await submitEntry(db, {
      activityId: row.id,
      identity: caller.subject,
      userId: caller.userId,
      answers,
      now: at,
    });
    if ("refused" in result) return refuse(c, result.refused);
    return {
      entry: toFormEntry(presenter, fields, result.entry, uploads),
      signup_count: result.signupCount,
    };
  });

  return app;
}

/**
 * The upload of an image field's picture. Registered before the service's 16 KB body limit, with
 * its own: a picture is far larger than any other body.
 */
export function formUploadRoutes(deps: RouteDeps): Hono {
  const { db, ids, config, presenter, now, rateStore } = deps;
  const app = new Hono();
  const limitBody = bodyLimit({
    maxSize: FORM_UPLOAD_BODY_MAX + 1024,
    onError: (c) => fail(c, 413, "the picture is larger than any image field allows"),
  });
  handle(
    app,
    config.prefixes,
    CALLS.formUpload,
    async ({ c, body }) => {
      const caller = await readCaller(deps, c);
      // Only a member may sign up (docs/decisions/0096), so only a member's pictures are kept.
      if (caller?.kind !== "user") {
        throw new ApiError(401, "uploading needs a logged-in user: log in with a phone number first");
      }
      if (!(await rateStore.take("form-upload", caller.subject, FORM_UPLOAD_PER_MINUTE))) {
        c.header("Retry-After", String(Math.ceil(60 / FORM_UPLOAD_PER_MINUTE)));
        throw new ApiError(429, "too many uploads: slow down and try again shortly");
      }
      // Tokens cost nothing to mint: the address bounds what one source may write to the disk.
      const address = clientAddress(c, config.trustedProxies);
      if (!(await rateStore.take("form-upload-address", address, config.uploadRatePerMinute))) {
        c.header("Retry-After", String(Math.ceil(60 / config.uploadRatePerMinute)));
        throw new ApiError(429, "too many uploads from this address: slow down and try again shortly");
      }
      const input = await body();
      const row = await findActivity(db, decodeIdOr404(ids, input.id, "activity"));
      if (!row) throw notFound("activity not found");
      if (formState(row, now()) === "closed") return refuse(c, "closed");
      const field = fieldsOf(row).find((f) => f.key === input.field);
      if (field?.type !== "image")
        throw new ApiError(400, `invalid request: field: ${input.field} is not an image field`);
      if (!(field.accept as readonly string[]).includes(input.type)) {
        throw new ApiError(415, `${field.label} takes ${field.accept.join(", ")}`);
      }
      const bytes = Buffer.from(input.data, "base64");
      if (bytes.length > field.max_bytes) {
        throw new ApiError(
          413,
          `the picture is ${bytes.length} bytes; ${field.label} allows ${field.max_bytes}`,
        );
      }
      const stored = await storeUpload(mediaDir(config.dataDir), {
        bytes,
        type: input.type,
        folder: ids.encode(row.id),
      });
      await db
        .insertInto("form_uploads")
        .values({
          ...stored,
          activity_id: row.id,
          field_key: field.key,
          identity: caller.subject,
          created_at: now(),
        })
        .execute();
      const image = presenter.contentMediaUrl(stored.url);
      if (!image) throw new Error(`form upload: ${stored.url} has no public address`);
      return { ref: stored.ref, image: { url: image, width: stored.width, height: stored.height } };
    },
    { before: [limitBody] },
  );
  return app;
}

function refuse(c: Context, reason: RefusalReason) {
  const msg = {
    already: "you have signed up for this activity already",
    full: "every place of this activity is taken",
    closed: "sign-up for this activity has closed",
  }[reason];
  return c.json({ code: 409, msg, data: { reason } }, 409);
}

function imageRefs(fields: ReturnType<typeof fieldsOf>, values: Record<string, unknown>): string[] {
  return fields.flatMap((f) =>
    f.type === "image" && typeof values[f.key] === "string" ? [values[f.key] as string] : [],
  );
}
