import { describe, expect, it } from "vitest";
import { maskPathParams, maskText, maskUrl } from "./mask.ts";

describe("what a log line may show of a request", () => {
  it("never shows a token, a code, a phone number or a signature from the query", () => {
    const masked = maskUrl("/peony/v1/live/room/Ab12/stream?token=eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl&after=12");
    expect(masked).toBe("/peony/v1/live/room/Ab12/stream?token=***&after=12");
    expect(maskUrl("/osman/v1/vcode?phone=13812345678&purpose=login")).toBe(
      "/osman/v1/vcode?phone=***&purpose=login",
    );
    expect(maskUrl("/x?code=482913&invite_code=AB23CD45&sig=f00d&expires=99")).toBe(
      "/x?code=***&invite_code=***&sig=***&expires=99",
    );
    expect(maskUrl("/x?Authorization=Bearer%20abc&access%5Ftoken=zz")).toBe(
      "/x?Authorization=***&access%5Ftoken=***",
    );
  });

  it("masks a mobile number wherever it shows, keeping its first three and last four digits", () => {
    expect(maskUrl("/users/13812345678/marks?q=call%2015987654321")).toBe(
      "/users/138****5678/marks?q=call%20159****4321",
    );
    expect(maskText("no user for 19912345678, try again")).toBe("no user for 199****5678, try again");
  });

  it("leaves content ids, timestamps and other long numbers as they are", () => {
    const plain = "/davmu/share/mp/doc/2026/03/AbCdEf12?t=90&pageindex=2&publish=1712345678901";
    expect(maskUrl(plain)).toBe(plain);
    expect(maskText("order 212345678901 at 1712345678")).toBe("order 212345678901 at 1712345678");
  });

  it("masks a token that shows in a free text", () => {
    expect(maskText("refused eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcdEFGH_ij here")).toBe(
      "refused *** here",
    );
  });

  it("masks a route parameter whose name says it is secret, whatever its value looks like", () => {
    expect(maskPathParams("/osman/v1/invite/AB23CD45?x=1", "/osman/v1/invite/:code")).toBe(
      "/osman/v1/invite/***?x=1",
    );
    expect(maskPathParams("/peony/v1/content/AbCd", "/peony/v1/content/:id")).toBe("/peony/v1/content/AbCd");
  });
});
