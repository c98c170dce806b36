import { generate, generateSecret, generateURI } from "otplib";
import { ISSUER, TOTP_DRIFT_STEPS, TOTP_PERIOD_S } from "../constants";
import { safeEqual } from "../sessions/tokens";

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, label: string): string {
  return generateURI({ issuer: ISSUER, label, secret });
}

export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S);
}

/** The code for a given step: TOTP is HOTP with the time-step counter (RFC 6238 section 4). */
export function totpAt(secret: string, step: number): Promise<string> {
  return generate({ secret, strategy: "hotp", counter: step });
}

/**
 * Returns the matching time step within one step of drift, or null. The caller refuses a step that
 * is not newer than the last accepted one, so a code is never accepted twice.
 */
export async function matchTotp(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const current = timeStep(now);
  let found: number | null = null;
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step++) {
    // Compare every candidate (no early exit) so timing does not reveal which step matched.
    if (safeEqual(await totpAt(secret, step), code) && found === null) found = step;
  }
  return found;
}
