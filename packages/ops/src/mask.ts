/**
 * What a log line may say of a request: its address with every secret masked. A query value is
 * masked whole when its name says it holds a token, a code, a phone number, a signature or a
 * password; a mainland mobile number anywhere else (a path segment, a free text) keeps its first
 * three and last four digits only, as the service's own `maskPhone` shows one.
 */

/** Query names whose values never reach a log: tokens, login and invitation codes, phones, signatures. */
const SECRET_NAME = /token|code|phone|mobile|sig|secret|pass|ticket|auth|key/i;

/** A mainland mobile number (11 digits from 13 to 19) not inside a longer run of digits (an escape such as %20 before it is not a digit of it). */
const MOBILE = /(?:(?<=%[0-9A-Fa-f]{2})|(?<!\d))(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;

/** A bearer token or JWT-like run (three base64url parts), wherever it shows in a text. */
const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}/g;

export const MASK = "***";

/** A free text (a message, a path) with phone numbers and tokens masked. */
export function maskText(text: string): string {
  return text.replace(JWT, MASK).replace(MOBILE, "$1****$2");
}

/**
 * A request's path and query as a log line shows it: secret values replaced by `***`, phone
 * numbers in the path masked. The rest (names, order, other values) is kept as sent.
 */
export function maskUrl(pathAndQuery: string): string {
  const question = pathAndQuery.indexOf("?");
  const path = question < 0 ? pathAndQuery : pathAndQuery.slice(0, question);
  if (question < 0) return maskText(path);
  const query = pathAndQuery
    .slice(question + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals < 0) return maskText(pair);
      const name = pair.slice(0, equals);
      return SECRET_NAME.test(safeDecode(name))
        ? `${name}=${MASK}`
        : `${name}=${maskText(pair.slice(equals + 1))}`;
    })
    .join("&");
  return `${maskText(path)}?${query}`;
}

/**
 * A path with the values of its secret route parameters masked: `/invite/:code` makes
 * `/invite/AB23CD45` `/invite/***`. `pattern` is the route the path matched, in `:name` form.
 */
export function maskPathParams(path: string, pattern: string): string {
  const names = pattern.split("/");
  if (!names.some((part) => part.startsWith(":") && SECRET_NAME.test(part))) return path;
  const question = path.indexOf("?");
  const parts = (question < 0 ? path : path.slice(0, question)).split("/");
  const masked = parts.map((part, i) => {
    const name = names[i];
    return name?.startsWith(":") && SECRET_NAME.test(name) ? MASK : part;
  });
  return `${masked.join("/")}${question < 0 ? "" : path.slice(question)}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
