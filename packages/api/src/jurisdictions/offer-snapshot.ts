import type { DbOrTx } from "../platform";
import { bookmakerJurisdictionUrls, bookmakerLicences, jurisdictionRules } from "@eb/db/schema";
import type { BookmakerLicence, JurisdictionRule } from "./offer-rules";

/** Every rule, licence and per-jurisdiction URL: a few hundred rows at most, read whole. */
export type OfferSnapshot = {
  rules: ReadonlyMap<string, JurisdictionRule>;
  licences: ReadonlyMap<number, BookmakerLicence>;
  urls: ReadonlyMap<number, ReadonlyMap<string, string>>;
};

/** A rule row's columns as JurisdictionRule holds them. */
export const RULE_COLUMNS = {
  code: jurisdictionRules.code,
  minimumAge: jurisdictionRules.minimumAge,
  responsibleGamblingText: jurisdictionRules.responsibleGamblingText,
  helplineName: jurisdictionRules.helplineName,
  helplineUrl: jurisdictionRules.helplineUrl,
  helplinePhone: jurisdictionRules.helplinePhone,
  bonusesAllowed: jurisdictionRules.bonusesAllowed,
  informationOnly: jurisdictionRules.informationOnly,
  esportsBettingAllowed: jurisdictionRules.esportsBettingAllowed,
  keyTermsInFull: jurisdictionRules.keyTermsInFull,
  bonusGuide: jurisdictionRules.bonusGuide,
  licensedHereOnly: jurisdictionRules.licensedHereOnly,
};

export async function loadOfferSnapshot(db: DbOrTx): Promise<OfferSnapshot> {
  const [ruleRows, licenceRows, urlRows] = await Promise.all([
    db.select(RULE_COLUMNS).from(jurisdictionRules),
    db.select().from(bookmakerLicences),
    db.select().from(bookmakerJurisdictionUrls),
  ]);
  const urls = new Map<number, Map<string, string>>();
  for (const u of urlRows) {
    let m = urls.get(u.bookmakerId);
    if (!m) urls.set(u.bookmakerId, (m = new Map()));
    m.set(u.code, u.targetUrl);
  }
  return {
    rules: new Map(ruleRows.map((r) => [r.code, r])),
    licences: new Map(licenceRows.map((l) => [l.bookmakerId, { mode: l.mode, jurisdictions: l.jurisdictions }])),
    urls,
  };
}
