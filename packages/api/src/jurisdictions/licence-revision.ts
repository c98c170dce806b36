import { createHash } from "node:crypto";
import type { BookmakerLicence } from "./offer-rules";
import type { JurisdictionUrl } from "./licence-store";

/** What a bookmaker without a licence row has: it is offered everywhere. */
export const NO_LICENCE: BookmakerLicence = { mode: "everywhere_except", jurisdictions: [] };

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
 * version column). A bookmaker without a row and one saved as "everywhere except nothing" have the
 * same one, as they are offered alike.
 */
export function licenceRevision(licence: BookmakerLicence, urls: readonly JurisdictionUrl[]): string {
  return createHash("sha256")
    .update(JSON.stringify(licenceState(licence, urls)))
    .digest("base64url")
    .slice(0, 22);
}
