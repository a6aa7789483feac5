import { describe, expect, it } from "vitest";
import { z } from "zod";
import { envBoolean, envInt, envList, envPort, envPrefix, envUrl, parseEnv } from "./index.ts";

const Schema = z.object({
  PORT: envPort(3000),
  ON: envBoolean(false),
  TIMEOUT: envInt(800, 50, 30_000),
  BASE: envUrl().default("http://127.0.0.1:9528"),
  HOSTS: envList().default([]),
  PREFIX: envPrefix("/osman"),
  NAME: z.string().default("davmu"),
});

const parse = (env: Record<string, string | undefined>) => parseEnv("test-program", Schema, env);

describe("parseEnv", () => {
  it("takes every default when nothing is set", () => {
    expect(parse({})).toEqual({
      PORT: 3000,
      ON: false,
      TIMEOUT: 800,
      BASE: "http://127.0.0.1:9528",
      HOSTS: [],
      PREFIX: "/osman",
      NAME: "davmu",
    });
  });

  it("treats an empty variable as unset, so `PORT= npm start` runs on the default", () => {
    expect(parse({ PORT: "", ON: "", TIMEOUT: "", BASE: "", HOSTS: "", PREFIX: "", NAME: "" })).toEqual(
      parse({}),
    );
  });

  it("reads set values", () => {
    expect(
      parse({
        PORT: "8080",
        ON: "Yes",
        TIMEOUT: "1200",
        BASE: "https://api.example.com",
        HOSTS: " a.example , ,b.example",
        PREFIX: "/o/p",
      }),
    ).toMatchObject({
      PORT: 8080,
      ON: true,
      TIMEOUT: 1200,
      BASE: "https://api.example.com",
      HOSTS: ["a.example", "b.example"],
      PREFIX: "/o/p",
    });
    expect(parse({ ON: "0" }).ON).toBe(false);
  });

  it("stops with one message naming every bad variable", () => {
    const attempt = () =>
      parse({ PORT: "eighty", ON: "maybe", TIMEOUT: "5", BASE: "ftp://x", PREFIX: "osman/", NAME: "ok" });
    expect(attempt).toThrow(/^test-program: invalid configuration/);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ["PORT", "ON", "TIMEOUT", "BASE", "PREFIX"]) expect(message).toContain(`${name}:`);
    expect(message).not.toContain("NAME:");
  });

  it("refuses port 0 unless the program allows it", () => {
    expect(() => parse({ PORT: "0" })).toThrow(/PORT/);
    expect(parseEnv("p", z.object({ PORT: envPort(1, { allowZero: true }) }), { PORT: "0" }).PORT).toBe(0);
  });
});
