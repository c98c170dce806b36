import { EXPERIMENT_SESSION_COOKIE, isSessionId } from "../shared/experiment-places";

/**
 * The analytics session id of a visitor who accepted analytics: the public tracker keeps it in a
 * first-party cookie only while consent holds, so its presence is the server's sign of consent.
 * Anything malformed counts as no consent.
 */
export function experimentSessionId(cookies: Record<string, string | undefined>): string | null {
  const value = cookies[EXPERIMENT_SESSION_COOKIE];
  return value && isSessionId(value) ? value : null;
}
