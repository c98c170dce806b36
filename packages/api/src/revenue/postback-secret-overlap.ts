import { HOUR_MS } from "../platform";

/**
 * How long a replaced postback secret stays accepted beside the new one, so a programme can switch
 * without losing postbacks: 24 hours unless the server is configured otherwise
 * (POSTBACK_SECRET_OVERLAP_SECONDS; the end-to-end tests use a few seconds).
 */
export const DEFAULT_POSTBACK_SECRET_OVERLAP_MS = 24 * HOUR_MS;

declare module "../platform" {
  interface AdminRequestContext {
    postbackSecretOverlapMs: number;
  }
}
