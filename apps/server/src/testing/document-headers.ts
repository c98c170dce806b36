/** Every security header a document (a page, an error page) carries: security-headers.ts sets them all. */
export const DOCUMENT_SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "x-permitted-cross-domain-policies",
  "strict-transport-security",
] as const;
