import { randomBytes } from "node:crypto";
import { decryptSecret, encryptSecret } from "../identity";

/**
 * A programme's postback secret is kept encrypted with the server's secret key (the one TOTP
 * secrets use, MFA_ENCRYPTION_KEY), bound to its bookmaker: a ciphertext copied onto another
 * programme's row does not decrypt.
 */
const secretContext = (bookmakerId: number) => `affiliate_program:${bookmakerId}`;

/** 32 random bytes, hex: what an admin copies into the programme's postback settings. */
export function newProgrammeSecret(): string {
  return randomBytes(32).toString("hex");
}

export function sealProgrammeSecret(key: Buffer, bookmakerId: number, secret: string): string {
  return encryptSecret(key, secret, secretContext(bookmakerId));
}

/** The secret, or null when the ciphertext does not open with this key (another server's, or tampered). */
export function openProgrammeSecret(key: Buffer, bookmakerId: number, sealed: string): string | null {
  try {
    return decryptSecret(key, sealed, secretContext(bookmakerId));
  } catch {
    return null;
  }
}
