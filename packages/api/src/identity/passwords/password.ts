import { randomBytes } from "node:crypto";
import argon2 from "argon2";

/**
 * How passwords are hashed. `owasp` is the OWASP Password Storage Cheat Sheet's argon2id
 * (m=19 MiB, t=2, p=1), the only profile a deployment may run (loadConfig refuses the other
 * outside NODE_ENV=test). `test` is argon2id at its cheapest, for test runs: a hash there costs
 * about 1 ms instead of 40. The hash string names its own parameters, so either profile verifies
 * hashes made by the other; sign-in rehashes to the profile in force.
 */
export type PasswordHashing = "owasp" | "test";

const PROFILES = {
  owasp: { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  test: { type: argon2.argon2id, memoryCost: 1_024, timeCost: 1, parallelism: 1 },
} as const;

let options: (typeof PROFILES)[PasswordHashing] = PROFILES.owasp;
let dummyHash: Promise<string> | undefined;

/** Set once at start from the configuration (the server, the CLIs, the test setup). */
export function usePasswordHashing(profile: PasswordHashing): void {
  if (options === PROFILES[profile]) return;
  options = PROFILES[profile];
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

/**
 * Verifies a password against a stored hash. With no hash (unknown email) it still runs one
 * argon2 verification so response time does not reveal whether the account exists.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= argon2.hash(randomBytes(16).toString("hex"), options);
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

export function passwordNeedsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, options);
}

/** A generated password: 24 characters from a 64-symbol alphabet (144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
