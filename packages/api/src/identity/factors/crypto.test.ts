import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deriveMfaKeys, loadMfaKeys, parseMasterKey } from "./mfa-keys";
import { decryptSecret, encryptSecret } from "./secret-box";
import { matchTotp, totpAt } from "./totp";
import { generateRecoveryCodes, hashRecoveryCode } from "./recovery-codes";

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (base32 below), truncated to 6 digits.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP (RFC 6238)", () => {
  it("matches the RFC test vectors", async () => {
    expect(await totpAt(RFC_SECRET, Math.floor(59 / 30))).toBe("287082");
    expect(await totpAt(RFC_SECRET, Math.floor(1111111109 / 30))).toBe("081804");
    expect(await totpAt(RFC_SECRET, Math.floor(2000000000 / 30))).toBe("279037");
  });
  it("returns the matched step within one step of drift", async () => {
    const now = new Date(1111111109 * 1000);
    expect(await matchTotp(RFC_SECRET, "081804", now)).toBe(Math.floor(1111111109 / 30));
    expect(await matchTotp(RFC_SECRET, "081804", new Date(now.getTime() + 30_000))).toBe(Math.floor(1111111109 / 30));
    expect(await matchTotp(RFC_SECRET, "081804", new Date(now.getTime() + 61_000))).toBeNull();
    expect(await matchTotp(RFC_SECRET, "08180", now)).toBeNull();
  });
});

describe("secret encryption (AES-256-GCM)", () => {
  const key = randomBytes(32);
  it("round-trips and never stores the plaintext", () => {
    const sealed = encryptSecret(key, "JBSWY3DPEHPK3PXP", "mfa_factor:1");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(decryptSecret(key, sealed, "mfa_factor:1")).toBe("JBSWY3DPEHPK3PXP");
  });
  it("refuses a ciphertext moved to another factor, or under another key", () => {
    const sealed = encryptSecret(key, "JBSWY3DPEHPK3PXP", "mfa_factor:1");
    expect(() => decryptSecret(key, sealed, "mfa_factor:2")).toThrow();
    expect(() => decryptSecret(randomBytes(32), sealed, "mfa_factor:1")).toThrow();
  });
});

describe("MFA keys", () => {
  it("accepts 32-byte hex or base64 keys and rejects anything else", () => {
    expect(parseMasterKey("ab".repeat(32))).toHaveLength(32);
    expect(parseMasterKey(randomBytes(32).toString("base64"))).toHaveLength(32);
    expect(() => parseMasterKey("short")).toThrow(/32 bytes/);
  });
  it("generates a key under DATA_DIR once, with a warning, when none is configured in demo mode", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "eb-key-"));
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => void warnings.push(args) };
    const a = loadMfaKeys({ configured: null, dataDir: dir, allowGeneratedKey: true, log });
    const b = loadMfaKeys({ configured: null, dataDir: dir, allowGeneratedKey: true, log });
    expect(a.secretKey.equals(b.secretKey)).toBe(true);
    expect(warnings).toHaveLength(2);
    const file = path.join(dir, "mfa-encryption.key");
    expect(readFileSync(file, "utf8")).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o077).toBe(0);
  });
  it("refuses to start without a key when generated keys are not allowed", () => {
    expect(() => loadMfaKeys({ configured: null, dataDir: "/nonexistent", allowGeneratedKey: false, log: { warn: () => undefined } })).toThrow(
      /MFA_ENCRYPTION_KEY/,
    );
  });
});

describe("recovery codes", () => {
  it("generates 8 distinct 8-character codes, hashed with a key", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(8);
    expect(new Set(codes).size).toBe(8);
    const keys = deriveMfaKeys(randomBytes(32));
    expect(hashRecoveryCode(keys.codeKey, codes[0]!)).toBe(hashRecoveryCode(keys.codeKey, codes[0]!.toLowerCase()));
    expect(hashRecoveryCode(keys.codeKey, codes[0]!)).not.toBe(hashRecoveryCode(deriveMfaKeys(randomBytes(32)).codeKey, codes[0]!));
  });
});
