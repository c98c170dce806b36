import { createHmac, randomBytes } from "node:crypto";
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from "../constants";

/** 32 symbols without 0/O/1/I, so codes survive being read aloud or written down. 8 symbols = 40 bits. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(RECOVERY_CODE_LENGTH);
    // 256 is a multiple of 32, so `byte % 32` is unbiased.
    return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
  });
}

export function normalizeRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "");
}

export function isRecoveryCodeShape(code: string): boolean {
  return code.length === RECOVERY_CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c));
}

/** Keyed hash: a copy of the database alone is not enough to brute-force the 40-bit codes. */
export function hashRecoveryCode(codeKey: Buffer, code: string): string {
  return createHmac("sha256", codeKey).update(normalizeRecoveryCode(code)).digest("hex");
}
