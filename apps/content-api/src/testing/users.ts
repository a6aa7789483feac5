import { startSession } from "../modules/accounts/caller.ts";
import { userForPhone } from "../modules/accounts/users.ts";
import type { TestApp } from "./test-app.ts";

let phones = 0;

/** A mainland mobile number no other test of this process uses. */
export function nextPhone(): string {
  phones += 1;
  return `139${String(process.pid % 1000).padStart(3, "0")}${String(phones).padStart(5, "0")}`;
}

/**
 * A logged-in user of the test app's database, made as a first phone login makes one, with the
 * token that login would give: for tests of what users do, not of how they log in (those go
 * through the calls).
 */
export async function signIn(
  t: TestApp,
  {
    phone = nextPhone(),
    now = () => Math.floor(Date.now() / 1000),
  }: { phone?: string; now?: () => number } = {},
) {
  const deps = { db: t.db, config: t.config, ids: t.ids, now };
  const user = await userForPhone(t.db, phone, now());
  const { token } = await startSession(deps, { userId: user.id });
  return { token, userId: user.id, publicId: t.ids.encode(user.id), phone, nickname: user.nickname };
}

/** Request headers of a user's JSON call. */
export const asUser = (token: string, headers: Record<string, string> = {}) => ({
  "content-type": "application/json",
  authorization: `Bearer ${token}`,
  ...headers,
});
