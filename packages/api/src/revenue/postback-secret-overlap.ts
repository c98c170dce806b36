/**
 * How long a replaced postback secret stays accepted beside the new one, so a programme can switch
 * without losing postbacks: POSTBACK_SECRET_OVERLAP_SECONDS (24 hours by default; the end-to-end
 * tests use a few seconds), carried to the programme procedures in the admin request context.
 */
// A module (not a script), so the declaration below augments the platform's context type.
export {};

declare module "../platform" {
  interface AdminRequestContext {
    postbackSecretOverlapMs: number;
  }
}
