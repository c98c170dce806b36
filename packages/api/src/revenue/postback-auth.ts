import { createHmac, timingSafeEqual } from "node:crypto";
import type { PostbackAuthMode } from "@eb/db/schema";

export const SIGNATURE_HEADER = "x-signature";

/** HMAC-SHA256 of the signed bytes (a GET's raw query string, a POST's raw body), hex. */
export function postbackSignature(secret: string, signed: string | Buffer): string {
  return createHmac("sha256", secret).update(signed).digest("hex");
}

/** Compares in constant time (digests of both sides, so unequal lengths take the same path). */
function sameSecret(given: string, expected: string): boolean {
  const a = createHmac("sha256", "eb:postback-compare").update(given).digest();
  const b = createHmac("sha256", "eb:postback-compare").update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Whether a postback proves it knows the programme's secret: 'hmac', the X-Signature header is
 * `sha256=<hex>` over the signed bytes; 'token', the `token` parameter is the secret itself.
 */
export function postbackAuthentic(
  mode: PostbackAuthMode,
  secret: string,
  request: { signature: string | undefined; token: string | null; signed: string | Buffer },
): boolean {
  if (mode === "token") return request.token !== null && sameSecret(request.token, secret);
  const header = request.signature?.trim() ?? "";
  if (!header.toLowerCase().startsWith("sha256=")) return false;
  return sameSecret(header.slice(7).toLowerCase(), postbackSignature(secret, request.signed));
}
