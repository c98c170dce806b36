import { asc, eq } from "@eb/db";
import { jurisdictionRules } from "@eb/db/schema";
import type { z } from "zod";
import { type createRuleInput, type deleteRuleInput, KEPT_RULE, RULE_NOT_FOUND, ruleExists, STALE_RULE, type updateRuleInput } from "../contracts";
import { announceContentChange, type AuditNote, changedFields, type DbOrTx, DomainError } from "../platform";
import { jurisdictionName, OTHER, UNKNOWN } from "./codes";
import type { JurisdictionRule } from "./offer-rules";
import { RULE_COLUMNS } from "./offer-snapshot";
import { ruleLabel } from "./rule-name";

/** A rule as the Jurisdictions tab lists and edits it. */
export type AdminRule = JurisdictionRule & { name: string; version: number };
type RuleFields = Omit<JurisdictionRule, "code">;

const columns = { ...RULE_COLUMNS, version: jurisdictionRules.version };

/** The two rows every deployment keeps, last in the list: they apply to everyone the others do not. */
const KEPT = [OTHER, UNKNOWN];
const listOrder = (code: string) => KEPT.indexOf(code);

/** Every rule: places by code, then "other", then "unknown". */
export async function listRules(db: DbOrTx): Promise<AdminRule[]> {
  const rows = await db.select(columns).from(jurisdictionRules).orderBy(asc(jurisdictionRules.code));
  return rows.map((r) => ({ ...r, name: jurisdictionName(r.code) })).sort((a, b) => listOrder(a.code) - listOrder(b.code));
}

async function lockRuleAt(tx: DbOrTx, code: string, version: number): Promise<AdminRule> {
  const [row] = await tx.select(columns).from(jurisdictionRules).where(eq(jurisdictionRules.code, code)).for("update");
  if (!row) throw new DomainError("not_found", RULE_NOT_FOUND);
  if (row.version !== version) throw new DomainError("conflict", STALE_RULE);
  return { ...row, name: jurisdictionName(row.code) };
}

const fieldsOf = ({ code: _code, name: _name, version: _version, ...fields }: AdminRule): RuleFields => fields;

export async function createRule(tx: DbOrTx, input: z.output<typeof createRuleInput>, audit: AuditNote, now: Date): Promise<AdminRule> {
  const [row] = await tx
    .insert(jurisdictionRules)
    .values({ code: input.code, ...input.rule, version: 1, updatedAt: now })
    .onConflictDoNothing()
    .returning(columns);
  if (!row) throw new DomainError("conflict", ruleExists(input.code));
  audit({ resourceId: input.code, after: input.rule, data: { change: "create", name: ruleLabel(input.code) } });
  await announceContentChange(tx, "jurisdictions");
  return { ...row, name: jurisdictionName(row.code) };
}

/** Saves a rule edited from a form loaded at `version`; saving what is stored changes nothing and records nothing. */
export async function updateRule(tx: DbOrTx, input: z.output<typeof updateRuleInput>, audit: AuditNote, now: Date): Promise<AdminRule> {
  const before = await lockRuleAt(tx, input.code, input.version);
  // The fields the save sends: one it leaves out (the /bonuses explainers) keeps its stored value.
  const sent: Partial<RuleFields> = input.rule;
  const diff = changedFields(fieldsOf(before), sent);
  if (!diff) {
    audit("skip");
    return before;
  }
  const version = before.version + 1;
  await tx
    .update(jurisdictionRules)
    .set({ ...sent, version, updatedAt: now })
    .where(eq(jurisdictionRules.code, input.code));
  audit({ resourceId: input.code, ...diff, data: { name: ruleLabel(input.code) } });
  await announceContentChange(tx, "jurisdictions");
  return { ...before, ...sent, version };
}

/** Removes a place's rule (its visitors then get their country's, or "other"); "other" and "unknown" stay. */
export async function deleteRule(tx: DbOrTx, input: z.output<typeof deleteRuleInput>, audit: AuditNote): Promise<{ ok: true }> {
  if (KEPT.includes(input.code)) throw new DomainError("invalid_input", KEPT_RULE);
  const before = await lockRuleAt(tx, input.code, input.version);
  await tx.delete(jurisdictionRules).where(eq(jurisdictionRules.code, input.code));
  audit({ resourceId: input.code, before: fieldsOf(before), data: { change: "delete", name: ruleLabel(input.code) } });
  await announceContentChange(tx, "jurisdictions");
  return { ok: true };
}
