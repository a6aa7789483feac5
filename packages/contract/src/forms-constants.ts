/**
 * Plain values of the activity forms (docs/decisions/0070), free of zod so the browser's first
 * load can use them; the schemas are in forms.ts.
 */

/** Where an activity's sign-up stands: open, every place taken, or past its deadline. */
export const FORM_STATES = ["open", "full", "closed"] as const;
export type FormState = (typeof FORM_STATES)[number];

/** The picture types an image field takes; the service re-encodes whatever comes as JPEG. */
export const FORM_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** The largest picture any image field may allow (decoded bytes), and its base64 length. */
export const FORM_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const FORM_UPLOAD_BODY_MAX = Math.ceil(FORM_IMAGE_MAX_BYTES / 3) * 4;

/** The longest side of an uploaded picture once the service has re-encoded it. */
export const FORM_IMAGE_MAX_SIDE = 1600;

/** Sign-ups one visitor may send a minute, and pictures one visitor may upload a minute. */
export const FORM_SUBMIT_PER_MINUTE = 6;
export const FORM_UPLOAD_PER_MINUTE = 12;

/** What an upload's reference looks like in an entry's values. */
export const UPLOAD_REF_PATTERN = /^up_[A-Za-z0-9_-]{16,40}$/;

/** Why an answer is refused; `n` is the limit it broke, where there is one. */
export type FormValueIssue = {
  code:
    | "required"
    | "invalid"
    | "too_short"
    | "too_long"
    | "characters"
    | "phone"
    | "choice"
    | "too_many"
    | "date"
    | "date_range"
    | "image";
  n?: number;
};

/** The service's words for each issue (Chinese, as the product speaks); the site has its own per locale. */
export const FORM_VALUE_MESSAGES: Record<FormValueIssue["code"], string> = {
  required: "请填写{label}",
  invalid: "{label}的格式不对",
  too_short: "{label}至少 {n} 个字",
  too_long: "{label}最多 {n} 个字",
  characters: "{label}含有不能使用的字符",
  phone: "请填写 11 位中国大陆手机号",
  choice: "请从给出的选项中选择{label}",
  too_many: "{label}最多选 {n} 项",
  date: "请选择有效的日期",
  date_range: "{label}不在可选的日期范围内",
  image: "请上传{label}",
};

/** A mainland China mobile number: 11 digits starting 13-19. */
export function isMainlandMobile(text: string): boolean {
  return /^1[3-9]\d{9}$/.test(text);
}

/** A calendar date written YYYY-MM-DD that exists (no 31 April). */
export function isoDateValid(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
