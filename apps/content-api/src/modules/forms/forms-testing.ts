/**
 * What the activity-form tests share: an app on the seeded activities, fresh visitors and users,
 * the calls the tests make, and a good entry of the half marathon's form.
 */
import { type FormDetail, FormDetailResponseSchema } from "@davmu/contract";
import { ACTIVITIES } from "@davmu/demo-content/seed-activities.ts";
import { beforeAll, expect } from "vitest";
import { createTestApp, seededId, type TestApp } from "../../testing/test-app.ts";
import { asUser, signIn } from "../../testing/users.ts";
import { issueAnonymousToken } from "../auth/anonymous-token.ts";

/** The seeded activities' keys: the half marathon, the parents' lecture, the closed volunteer call. */
export const [MARATHON, LECTURE, CLOSED] = ACTIVITIES.map((a) => a.key) as [string, string, string];

export const goodMarathon = {
  name: "林晓雨",
  phone: "13812345678",
  gender: "female",
  birthday: "1994-05-20",
  size: "m",
  experience: ["ten_k", "half"],
  emergency: "13987654321",
};

/**
 * A test file's set-up: its app, made before its tests (a beforeAll registered here, so before the
 * file's own), and the calls its tests make on it.
 */
export function formsTest() {
  const test = {} as { t: TestApp };
  beforeAll(async () => {
    test.t = await createTestApp();
  });

  let devices = 0;
  /** A fresh anonymous visitor: a token of a device no other test uses. */
  const anonymous = () =>
    issueAnonymousToken(
      test.t.config.tokenSecret,
      `device-form-${process.pid}-${++devices}`,
      Math.floor(Date.now() / 1000),
    );
  /** A fresh logged-in user of an app (a phone number no other test uses): who may sign up. */
  const member = async (app: TestApp = test.t) => (await signIn(app)).token;

  const activityId = (key: string) => seededId(test.t, key, "activities");

  const detail = async (id: string): Promise<FormDetail> => {
    const { t } = test;
    const { status, body } = await t.call(`${t.paths.formDetail}?id=${id}`);
    expect(status).toBe(200);
    return FormDetailResponseSchema.parse(body).data;
  };
  const submit = (token: string, id: string, values: Record<string, unknown>) =>
    test.t.call(test.t.paths.formSubmit, {
      method: "POST",
      headers: asUser(token),
      body: JSON.stringify({ id, values }),
    });
  const upload = (token: string, body: Record<string, unknown>) =>
    test.t.call(test.t.paths.formUpload, {
      method: "POST",
      headers: asUser(token),
      body: JSON.stringify(body),
    });

  return { test, anonymous, member, activityId, detail, submit, upload };
}
