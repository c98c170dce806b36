import { EXPERIMENT_SESSION_COOKIE } from "../shared";
import { verifyExperimentSession } from "./session-token";

/**
 * The experiment session of a visitor who accepted analytics: the server sets the signed cookie
 * when the consent banner is accepted and removes it on withdrawal, so a valid one is the server's
 * sign of consent. Anything else (none, malformed, forged, another server's) counts as no consent.
 */
export function experimentSessionId(cookies: Record<string, string | undefined>, key: Buffer): string | null {
  return verifyExperimentSession(key, cookies[EXPERIMENT_SESSION_COOKIE]);
}
