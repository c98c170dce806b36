import { asc, inArray, type Db } from "@eb/db";
import { auditLogs } from "@eb/db/schema";
import type { RuleFieldsForm } from "../contracts/jurisdictions";
import { advance, signedInAdmin } from "../identity/test-support";

/**
 * A signed-in admin at the Jurisdictions tab. `api()` moves the clock 20 s before each call: the
 * server throttles admin mutations (20 per 5 minutes), and these tests make more than that.
 */
export async function jurisdictionsTab(db: Db, clock: { now: Date }, email = "admin@example.com") {
  const admin = await signedInAdmin(db, clock, email);
  const api = () => {
    advance(clock, 20_000);
    return admin.browser.api.jurisdictions;
  };
  const ruleOf = async (code: string) => (await api().rules()).find((r) => r.code === code);
  const licenceOf = async (name: string) => (await api().licences()).find((l) => l.name === name)!;
  return { admin, api, ruleOf, licenceOf };
}

/** The UK's rules as a site like this writes them. */
export const GB_RULE: RuleFieldsForm = {
  minimumAge: 18,
  responsibleGamblingText: "When the fun stops, stop.",
  helplineName: "National Gambling Helpline",
  helplineUrl: "https://www.gamcare.org.uk",
  helplinePhone: "0808 8020 133",
  bonusesAllowed: true,
  informationOnly: false,
  esportsBettingAllowed: true,
  keyTermsInFull: true,
};

/** The audit rows of this tab's changes, oldest first. */
export const jurisdictionAuditRows = (db: Db) =>
  db
    .select({
      userId: auditLogs.userId,
      action: auditLogs.action,
      resourceType: auditLogs.resourceType,
      resourceId: auditLogs.resourceId,
      eventData: auditLogs.eventData,
    })
    .from(auditLogs)
    .where(inArray(auditLogs.resourceType, ["jurisdiction_rule", "bookmaker_licence"]))
    .orderBy(asc(auditLogs.id));
