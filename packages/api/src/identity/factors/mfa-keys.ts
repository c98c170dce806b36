import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hkdfSync, randomBytes } from "node:crypto";
import type { Log } from "../../platform";

/**
 * Keys derived from MFA_ENCRYPTION_KEY, the server's master key: one encrypts TOTP secrets, one keys
 * the recovery-code hashes, one signs the A/B experiment session cookie, one signs the device cookies
 * of browsers that completed a sign-in with the second factor, and one (issue 38) keys the /go
 * visitor fingerprints the instances share: every instance derives the same key of the day from it,
 * and the database that holds the fingerprints never sees it.
 */
export type MfaKeys = { secretKey: Buffer; codeKey: Buffer; experimentSessionKey: Buffer; deviceCookieKey: Buffer; goVisitorKey: Buffer };

export function parseMasterKey(value: string): Buffer {
  const trimmed = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, "hex") : Buffer.from(trimmed, "base64");
  if (key.length !== 32) throw new Error("MFA_ENCRYPTION_KEY must be 32 bytes, given as 64 hex characters or base64");
  return key;
}

export function deriveMfaKeys(master: Buffer): MfaKeys {
  const derive = (info: string) => Buffer.from(hkdfSync("sha256", master, Buffer.alloc(0), info, 32));
  return {
    secretKey: derive("eb:totp-secret:v1"),
    codeKey: derive("eb:recovery-code:v1"),
    experimentSessionKey: derive("eb:experiment-session:v1"),
    deviceCookieKey: derive("eb:device-cookie:v1"),
    goVisitorKey: derive("eb:go-visitor:v1"),
  };
}

/** The refusal a deployment without its key gets at start-up; the README's production quick start gives the same command. */
export const MFA_KEY_REQUIRED =
  "MFA_ENCRYPTION_KEY is required in production with DATABASE_URL: make one with `openssl rand -hex 32` and keep it: it encrypts the admins' authenticator secrets, which no other key can read";

export type LoadMfaKeysOptions = {
  configured: string | null;
  dataDir: string;
  /** When false (a production deployment on PostgreSQL), a missing key is a start-up error. */
  allowGeneratedKey: boolean;
  /** Tests: a random key kept in memory only. */
  ephemeral?: boolean;
  log: Pick<Log, "warn">;
};

/**
 * The key comes from the environment. In local/demo mode without one, a random key is made once
 * and kept under DATA_DIR (next to the embedded database it protects) with a warning. Never a
 * built-in constant: a key in the source would protect nothing.
 */
export function loadMfaKeys(opts: LoadMfaKeysOptions): MfaKeys {
  if (opts.configured) return deriveMfaKeys(parseMasterKey(opts.configured));
  if (opts.ephemeral) return deriveMfaKeys(randomBytes(32));
  if (!opts.allowGeneratedKey) {
    throw new Error(MFA_KEY_REQUIRED);
  }
  const file = path.resolve(opts.dataDir, "mfa-encryption.key");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    // Written whole under a private name, then linked into place: a process starting at the same
    // moment (a second instance, a parallel test) either wins the link or reads the winner's
    // complete key, never a file created but not yet written.
    const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
    writeFileSync(draft, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
    try {
      linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    } finally {
      unlinkSync(draft);
    }
  }
  opts.log.warn({ file }, "MFA_ENCRYPTION_KEY is not set: using a generated key stored under DATA_DIR (set the variable in production)");
  return deriveMfaKeys(parseMasterKey(readFileSync(file, "utf8")));
}

declare module "../../platform" {
  interface AdminRequestContext {
    /** The keys derived from MFA_ENCRYPTION_KEY: second factors and device cookies. */
    mfaKeys: MfaKeys;
  }
}
