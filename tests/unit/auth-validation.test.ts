import { describe, expect, it } from "vitest";
import { registerSchema, resetPasswordSchema } from "@/lib/domain/validations/auth";
import { PEER_ADDRESS_HEADER, clientContext } from "@/lib/domain/auth/client-context";

const valid = {
  fullname: "Ngozi Adeyemi",
  email: "  Ngozi@Example.COM ",
  phoneNo: "8031234567",
  password: "Sunshine-2026",
  confirmPassword: "Sunshine-2026",
};

describe("registration rules", () => {
  it("lower-cases and trims the e-mail", () => {
    expect(registerSchema.parse(valid).email).toBe("ngozi@example.com");
  });

  it("accepts a Nigerian mobile number typed with 0, +234, spaces or as a number", () => {
    for (const phoneNo of ["08031234567", "+2348031234567", "803 123 4567", 8031234567]) {
      expect(registerSchema.parse({ ...valid, phoneNo }).phoneNo).toBe("8031234567");
    }
  });

  it("refuses numbers that are not Nigerian mobiles", () => {
    for (const phoneNo of ["12345", "6031234567", "80312345678", "abc"]) {
      expect(registerSchema.safeParse({ ...valid, phoneNo }).success).toBe(false);
    }
  });

  it("says which field is wrong, with SPEC's password messages", () => {
    const result = registerSchema.safeParse({ ...valid, password: "short", confirmPassword: "short" });
    expect(result.error?.issues[0]).toMatchObject({ path: ["password"], message: "Password must be at least 8 characters long ." });
    const mismatch = resetPasswordSchema.safeParse({ newPassword: "Sunshine-2026", confirmPassword: "Sunshine-2027" });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ["confirmPassword"], message: "Passwords don't match." });
  });

  it("refuses objects where strings belong (operator injection)", () => {
    expect(registerSchema.safeParse({ ...valid, email: { $gt: "" } }).success).toBe(false);
  });
});

describe("client address", () => {
  const peer = (address: string, forwardedFor?: string) =>
    new Headers({ [PEER_ADDRESS_HEADER]: address, ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) });

  it("trusts only the socket with no proxy in front (TRUST_PROXY_HOPS=0), whatever X-Forwarded-For says", () => {
    expect(clientContext(peer("203.0.113.9", "1.1.1.1, 2.2.2.2"), 0).ip).toBe("203.0.113.9");
    expect(clientContext(peer("::ffff:127.0.0.1"), 0).ip).toBe("127.0.0.1");
  });

  it("takes the address the trusted proxies appended (TRUST_PROXY_HOPS=N)", () => {
    expect(clientContext(peer("10.0.0.1", "6.6.6.6, 198.51.100.4"), 1).ip).toBe("198.51.100.4");
    expect(clientContext(peer("10.0.0.1", "6.6.6.6, 198.51.100.4, 10.0.0.2"), 2).ip).toBe("198.51.100.4");
    // Fewer hops than configured: the furthest address known.
    expect(clientContext(peer("10.0.0.1"), 3).ip).toBe("10.0.0.1");
  });

  it("falls back to Next's own header without the launcher, and says unknown with nothing", () => {
    expect(clientContext(new Headers({ "x-forwarded-for": "1.1.1.1, 10.0.0.2" }), 0).ip).toBe("10.0.0.2");
    expect(clientContext(new Headers(), 0).ip).toBe("unknown");
  });
});
