import { randomInt } from "node:crypto";
import {
  type ContentDetail,
  INNER_SECRET_HEADER,
  type Login,
  readEnvelope,
  type SmsOutbox,
} from "@davmu/contract";
import type { Page } from "@playwright/test";
import { INNER_ENV } from "./api.ts";
import { API_BASE } from "./ports.ts";

/**
 * The content service of the browser tests runs in development mode, so login codes go to its
 * development outbox, which the tests read as a person reads their phone. Every test browser
 * comes from one address: the per-address caps are raised; the per-phone caps are not (each test
 * logs in with a number of its own, see {@link freshPhone}).
 */
export const ACCOUNT_ENV = {
  NODE_ENV: "development",
  CONTENT_API_SMS: "outbox",
  CONTENT_API_SMS_ADDRESS_RATE: "100000",
  CONTENT_API_SMS_ADDRESS_DAILY: "10000000",
  CONTENT_API_LOGIN_RATE: "100000",
  CONTENT_API_SOCIAL_RATE: "100000",
  CONTENT_API_COMMENT_RATE: "100000",
  CONTENT_API_SEARCH_RATE: "100000",
  CONTENT_API_DANMU_RATE: "100000",
  // Reviewers' numbers: they log in with a fixed code and are never texted (so never capped).
  CONTENT_API_SMS_TEST_PHONES: "13700000001,13700000002",
  CONTENT_API_SMS_TEST_CODE: "246810",
};

/** A reviewer's number of ACCOUNT_ENV for each phone profile, and its fixed code. */
const REVIEWERS = { iphone: "13700000001", android: "13700000002" };
export const testPhone = (project: string) => (project === "iphone" ? REVIEWERS.iphone : REVIEWERS.android);
export const TEST_CODE = ACCOUNT_ENV.CONTENT_API_SMS_TEST_CODE;

/** The seed's demo account, which has invited people (its code is DAVMU2026). */
export const DEMO_PHONE = "13800138000";

/** A mainland mobile number no other test uses, so no per-phone cap is shared between tests. */
export function freshPhone(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, init);
  const reading = readEnvelope<T>(await response.json());
  if (!reading.ok) throw new Error(`${path}: HTTP ${response.status}, code ${reading.code}: ${reading.msg}`);
  return reading.data;
}

/** The newest code the outbox holds for a number (after the page or the test asked for one). */
export async function outboxCode(phone: string, purpose: "login" | "register" = "login"): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const { list } = await call<SmsOutbox>(`/peony/v1/dev/sms-outbox?phone=${phone}`);
    const found = list.find((m) => m.purpose === purpose);
    if (found) return found.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${purpose} code reached the outbox for ${phone}`);
}

/** Logs a number in through the service (code sent, read from the outbox, exchanged for a token). */
export async function apiLogin(phone = freshPhone()): Promise<Login> {
  await call(`/peony/v1/vcode?phone=${phone}&purpose=login`);
  // A reviewer's number is never texted: it has its fixed code.
  const code = Object.values(REVIEWERS).includes(phone) ? TEST_CODE : await outboxCode(phone);
  return call<Login>("/peony/v1/auth", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ phone, code }),
  });
}

/**
 * Starts the page's browser logged in as that login, as a visitor who logged in earlier: the
 * session the site keeps in local storage (app/platform/session/session.ts) is there before the
 * first page runs.
 */
export async function startLoggedIn(page: Page, login: Login): Promise<void> {
  const session = {
    token: login.token,
    expires_at: login.expires_at,
    user: { id: login.user.id, nickname: login.user.nickname, avatar: login.user.avatar },
  };
  // Once per tab: a test that logs out and reloads stays logged out.
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem("e2e.session-seeded")) return;
    window.sessionStorage.setItem("e2e.session-seeded", "1");
    window.localStorage.setItem("davmu.session", value);
  }, JSON.stringify(session));
}

/** An item's counts as the service stores them (the page shows them rounded: 7.6万). */
export async function storedCounts(id: string) {
  const response = await fetch(`${API_BASE}/peony-inner/inner/static/content/${id}`, {
    headers: { [INNER_SECRET_HEADER]: INNER_ENV.DAVMU_INNER_SECRET },
  });
  const reading = readEnvelope<ContentDetail>(await response.json());
  if (!reading.ok) throw new Error(`content ${id}: ${reading.msg}`);
  const { like_count, collect_count, comment_count, mp } = reading.data;
  return { like_count, collect_count, comment_count, follower_count: mp?.follower_count ?? null };
}
