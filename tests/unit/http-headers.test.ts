import { describe, expect, it } from "vitest";
import { bearerToken } from "@/lib/domain/auth/bearer-token";
import { corsHeaders } from "@/lib/platform/http/cors";

describe("bearer token", () => {
  it("reads `Authorization: Bearer <token>`", () => {
    expect(bearerToken(new Headers({ Authorization: "Bearer abc.def.ghi" }))).toBe("abc.def.ghi");
  });

  it("reads `Authorization: Bearer: <token>`, the colon the existing client sends on purchase", () => {
    expect(bearerToken(new Headers({ Authorization: "Bearer: abc.def.ghi" }))).toBe("abc.def.ghi");
    expect(bearerToken(new Headers({ Authorization: "bearer:abc.def.ghi" }))).toBe("abc.def.ghi");
    expect(bearerToken(new Headers({ Authorization: "Bearerabc.def.ghi" }))).toBeNull();
  });

  it("reads a header named `Bearer`", () => {
    expect(bearerToken(new Headers({ Bearer: "abc.def.ghi" }))).toBe("abc.def.ghi");
  });

  it("finds none in other schemes or empty headers", () => {
    expect(bearerToken(new Headers({ Authorization: "Basic dXNlcjpwYXNz" }))).toBeNull();
    expect(bearerToken(new Headers())).toBeNull();
  });
});

describe("CORS", () => {
  it("allows any origin by default, without credentials, with the same headers for every caller", () => {
    expect(corsHeaders("https://spa.example", ["*"])["Access-Control-Allow-Origin"]).toBe("*");
    expect(corsHeaders(null, ["*"])).toEqual(corsHeaders("https://spa.example", ["*"]));
  });

  it("echoes a listed origin and varies on it", () => {
    const headers = corsHeaders("https://spa.example", ["https://spa.example"]);
    expect(headers["Access-Control-Allow-Origin"]).toBe("https://spa.example");
    expect(headers.Vary).toBe("Origin");
  });

  it("allows nothing to an origin that is not listed, or to a request without one, and varies on it", () => {
    expect(corsHeaders("https://evil.example", ["https://spa.example"])).toEqual({ Vary: "Origin" });
    expect(corsHeaders(null, ["https://spa.example"])).toEqual({ Vary: "Origin" });
  });
});
