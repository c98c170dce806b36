import { createHash } from "node:crypto";
import type { BookmakerLicence } from "./offer-rules";
import type { JurisdictionUrl } from "./licence-store";

/** What a bookmaker without a licence row has: it is offered nowhere, as "only in" nothing is. */
export const NO_LICENCE: BookmakerLicence = { mode: "only_in", jurisdictions: [] };

/** A licence as it is compared and audited: the list as stored, the URLs by code, each as "GB https://…". */
export function licenceState(licence: BookmakerLicence, urls: readonly JurisdictionUrl[]) {
  return {
    mode: licence.mode,
    jurisdictions: [...licence.jurisdictions],
    urls: [...urls].sort((a, b) => a.code.localeCompare(b.code)).map((u) => `${u.code} ${u.targetUrl}`),
  };
}

/**
 * The licence's version, for the form to send back: a digest of what is stored (the table has no
 * version column). A bookmaker without a row and one saved as "only in" an empty list have the same
 * one, as they are offered alike (nowhere).
 */
export function licenceRevision(licence: BookmakerLicence, urls: readonly JurisdictionUrl[]): string {
  return createHash("sha256")
    .update(JSON.stringify(licenceState(licence, urls)))
    .digest("base64url")
    .slice(0, 22);
}
