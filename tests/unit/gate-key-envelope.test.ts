import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/platform/env";
import { gateKeyBinding, gateKeyring, openGateKey, sealGateKey, sealedWithCurrent, UnreadableGateKey } from "@/lib/domain/gate/gate-key-envelope";

const SECRET = "a-gate-key-secret-of-at-least-32-characters";
const OTHER = "another-secret-that-is-also-32-characters-long";
const der = generateKeyPairSync("ed25519").privateKey.export({ format: "der", type: "pkcs8" });
const binding = gateKeyBinding("6560a1b2c3d4e5f601234567", "public-key-of-the-event");

describe("the signing key envelope", () => {
  it("opens what it sealed, and the sealed text holds nothing of the key", () => {
    const ring = gateKeyring(SECRET);
    const sealed = sealGateKey(der, binding, ring);
    expect(openGateKey(sealed, binding, ring).equals(der)).toBe(true);
    expect(sealed).not.toContain(der.toString("base64"));
    expect(sealed).not.toContain(der.toString("base64url").slice(-40));
    expect(sealed).toMatch(/^v1\.[\w-]{8}\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
  });

  it("seals the same key differently each time (a fresh IV)", () => {
    const ring = gateKeyring(SECRET);
    expect(sealGateKey(der, binding, ring)).not.toBe(sealGateKey(der, binding, ring));
  });

  it("refuses another secret, an altered text and another event's binding", () => {
    const sealed = sealGateKey(der, binding, gateKeyring(SECRET));
    expect(() => openGateKey(sealed, binding, gateKeyring(OTHER))).toThrow(UnreadableGateKey);
    const parts = sealed.split(".");
    const flipped = parts[3]!.startsWith("A") ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    expect(() => openGateKey([...parts.slice(0, 3), flipped, parts[4]].join("."), binding, gateKeyring(SECRET))).toThrow(UnreadableGateKey);
    expect(() => openGateKey(sealed, gateKeyBinding("6560a1b2c3d4e5f601234568", "public-key-of-the-event"), gateKeyring(SECRET))).toThrow(
      UnreadableGateKey,
    );
    expect(() => openGateKey(der.toString("base64"), binding, gateKeyring(SECRET))).toThrow(UnreadableGateKey);
  });

  it("opens a key a previous secret sealed, and says it is not sealed with the current one", () => {
    const old = sealGateKey(der, binding, gateKeyring(OTHER));
    const rotated = gateKeyring(SECRET, [OTHER]);
    expect(openGateKey(old, binding, rotated).equals(der)).toBe(true);
    expect(sealedWithCurrent(old, rotated)).toBe(false);
    expect(sealedWithCurrent(sealGateKey(der, binding, rotated), rotated)).toBe(true);
  });
});

describe("the signing key secret", () => {
  it("is AUTH_SECRET unless GATE_KEY_SECRET is set", () => {
    expect(parseEnv({ AUTH_SECRET: SECRET }).GATE_KEY_SECRET).toBe(SECRET);
    expect(parseEnv({ AUTH_SECRET: SECRET, GATE_KEY_SECRET: OTHER }).GATE_KEY_SECRET).toBe(OTHER);
    expect(parseEnv({}).GATE_KEY_PREVIOUS_SECRETS).toEqual([]);
    expect(parseEnv({ GATE_KEY_PREVIOUS_SECRETS: `${SECRET}, ${OTHER}` }).GATE_KEY_PREVIOUS_SECRETS).toEqual([SECRET, OTHER]);
  });

  it("must be long enough, naming the variable", () => {
    expect(() => parseEnv({ GATE_KEY_SECRET: "short" })).toThrow(/GATE_KEY_SECRET: must be at least 32 characters/);
    expect(() => parseEnv({ GATE_KEY_PREVIOUS_SECRETS: "short" })).toThrow(/GATE_KEY_PREVIOUS_SECRETS/);
  });
});
