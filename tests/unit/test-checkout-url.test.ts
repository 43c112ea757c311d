import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "@/lib/platform/http/content-security-policy";
import { signedReturnOrigin, testCheckoutUrl } from "@/lib/domain/payments/test-gateway/checkout-url";

describe("TEST MODE checkout URL", () => {
  it("names the callback's origin, which the page's CSP then lets forms return to", () => {
    const url = new URL(testCheckoutUrl("SCH-abc.1=", "https://client.example:8443/payment-verify?reference=SCH-abc.1="));
    expect(url.pathname).toBe("/test-checkout/SCH-abc.1%3D");
    expect(signedReturnOrigin(url)).toBe("https://client.example:8443");
    expect(contentSecurityPolicy({ development: false, formActionOrigin: signedReturnOrigin(url) })).toContain(
      "form-action 'self' https://client.example:8443;",
    );
  });

  it("ignores a return origin whose signature does not match the transaction", () => {
    const url = new URL(testCheckoutUrl("SCH-abc", "https://client.example/payment-verify"));
    url.searchParams.set("return", "https://evil.example");
    expect(signedReturnOrigin(url)).toBeNull();
    const other = new URL(testCheckoutUrl("SCH-abc", "https://client.example/payment-verify"));
    other.pathname = "/test-checkout/SCH-other";
    expect(signedReturnOrigin(other)).toBeNull();
    expect(signedReturnOrigin(new URL("http://localhost/test-checkout/SCH-abc"))).toBeNull();
    expect(contentSecurityPolicy({ development: false, formActionOrigin: null })).toContain("form-action 'self';");
  });

  it("names no origin for a callback that is not http(s)", () => {
    expect(new URL(testCheckoutUrl("SCH-abc", "javascript:alert(1)")).search).toBe("");
  });
});
