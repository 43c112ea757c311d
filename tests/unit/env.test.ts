import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/platform/env";

describe("configuration", () => {
  it("has safe development defaults", () => {
    const env = parseEnv({});
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.SERVER_URL).toBe("http://localhost:3000");
    expect(env.CORS_ORIGINS).toEqual(["*"]);
    expect(env.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("serves media and the TEST MODE checkout from APP_URL unless SERVER_URL names another origin", () => {
    expect(parseEnv({ APP_URL: "https://tickets.example" }).SERVER_URL).toBe("https://tickets.example");
    const split = parseEnv({ APP_URL: "https://tickets.example", SERVER_URL: "https://api.example" });
    expect(split).toMatchObject({ APP_URL: "https://tickets.example", SERVER_URL: "https://api.example" });
  });

  it("refuses to start in production without AUTH_SECRET, naming the variable", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET: is required in production/);
  });

  it("lists every problem at once", () => {
    expect(() => parseEnv({ APP_URL: "not a url", MONGODB_URI: "postgres://x" })).toThrow(/APP_URL[\s\S]*MONGODB_URI/);
  });

  it("reads comma-separated CORS origins and treats blank values as unset", () => {
    const env = parseEnv({ CORS_ORIGINS: "https://a.example, https://b.example", SMTP_URL: "" });
    expect(env.CORS_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
    expect(env.SMTP_URL).toBeUndefined();
  });
});

describe("configuration while building", () => {
  it("lets `next build` run without production secrets", () => {
    expect(() => parseEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" })).not.toThrow();
  });
});

describe("payments configuration", () => {
  const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) };

  it("refuses a production server without a Paystack key unless TEST MODE is asked for", () => {
    expect(() => parseEnv(production)).toThrow(/PAYSTACK_SECRET_KEY: is required in production[\s\S]*PAYMENTS_TEST_MODE=true/);
    expect(parseEnv({ ...production, PAYMENTS_TEST_MODE: "true" }).paymentsTestMode).toBe(true);
    expect(parseEnv({ ...production, PAYSTACK_SECRET_KEY: "sk_live_x" }).paymentsTestMode).toBe(false);
  });

  it("uses the TEST MODE gateway in development without a key, and a key wins over TEST MODE", () => {
    expect(parseEnv({}).paymentsTestMode).toBe(true);
    expect(parseEnv({ PAYSTACK_SECRET_KEY: "sk_test_x", PAYMENTS_TEST_MODE: "true" }).paymentsTestMode).toBe(false);
  });

  it("trusts no proxy unless told how many there are", () => {
    expect(parseEnv({}).TRUST_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUST_PROXY_HOPS: "1" }).TRUST_PROXY_HOPS).toBe(1);
    expect(() => parseEnv({ TRUST_PROXY_HOPS: "-1" })).toThrow(/TRUST_PROXY_HOPS/);
  });
});
