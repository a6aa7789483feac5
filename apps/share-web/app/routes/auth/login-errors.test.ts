import { describe, expect, it } from "vitest";
import { codeInput, loginProblem, phoneInput, secondsLeft } from "./login-errors.ts";

describe("the login page's errors", () => {
  it("tells a cap with its wait, a bad code without saying why, and the network apart", () => {
    expect(loginProblem({ kind: "http", status: 429, retryAfter: 42.2 })).toEqual({
      key: "auth.error.tooMany",
      seconds: 43,
    });
    expect(loginProblem({ kind: "http", status: 429 })).toEqual({ key: "auth.error.tooManyLater" });
    expect(loginProblem({ kind: "http", status: 401 })).toEqual({ key: "auth.error.badCode" });
    expect(loginProblem({ kind: "http", status: 400 })).toEqual({ key: "auth.error.phone" });
    expect(loginProblem({ kind: "http", status: 503 })).toEqual({ key: "auth.error.unavailable" });
    expect(loginProblem({ kind: "network", status: 503 })).toEqual({ key: "auth.error.network" });
    expect(loginProblem({ kind: "timeout", status: 504 })).toEqual({ key: "auth.error.network" });
    expect(loginProblem(new Error("x"))).toEqual({ key: "auth.error.generic" });
    expect(loginProblem(undefined)).toEqual({ key: "auth.error.generic" });
  });

  it("registering, says a number has an account or a code is spent; logging in, never", () => {
    expect(loginProblem({ kind: "http", status: 409 }, "register")).toEqual({ key: "auth.error.registered" });
    expect(loginProblem({ kind: "http", status: 410 }, "register")).toEqual({ key: "auth.error.inviteUsed" });
    expect(loginProblem({ kind: "http", status: 401 }, "register")).toEqual({ key: "auth.error.badCode" });
    expect(loginProblem({ kind: "http", status: 409 })).toEqual({ key: "auth.error.generic" });
  });

  it("counts down in whole seconds to zero", () => {
    expect(secondsLeft(null, 1000)).toBe(0);
    expect(secondsLeft(61_000, 1000)).toBe(60);
    expect(secondsLeft(61_000, 1_500)).toBe(60);
    expect(secondsLeft(61_000, 60_999)).toBe(1);
    expect(secondsLeft(61_000, 90_000)).toBe(0);
  });

  it("keeps what a number and a code can be made of, pasted text too", () => {
    expect(phoneInput("+86 138-0013-8000abc")).toBe("+86 138-0013-8000");
    expect(codeInput("验证码 123456，5分钟内有效")).toBe("123456");
    expect(codeInput("1234567")).toBe("123456");
  });
});
