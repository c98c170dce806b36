import { createRuleInput, MINIMUM_AGES, ruleFieldsInput, type RuleFieldsForm } from "@eb/api/contracts";
import { DEFAULT_BONUS_GUIDE, type BonusGuide } from "@eb/api/shared";
import type { AdminOutputs } from "@eb/api/admin-types";
import { pathErrors } from "../../lib/field-errors";

export type AdminRule = AdminOutputs["jurisdictions"]["rules"][number];
export type MinimumAge = (typeof MINIMUM_AGES)[number];

/** What the rule form holds: text as typed, the age as one of the three. */
export type RuleFormState = {
  code: string;
  minimumAge: MinimumAge;
  responsibleGamblingText: string;
  helplineName: string;
  helplineUrl: string;
  helplinePhone: string;
  bonusesAllowed: boolean;
  keyTermsInFull: boolean;
  /** Only bookmakers whose licence names this place are offered here. */
  licensedHereOnly: boolean;
  /** Information only: no bookmaker name, price, link or bonus here. */
  informationOnly: boolean;
  /** Esports betting allowed here; off: information only. */
  esportsBettingAllowed: boolean;
  /** The /bonuses explainers as edited: every step and bonus type, texts as typed. */
  bonusGuide: BonusGuide;
};

/** A copy to edit, never the list it came from (the shared default, or the rule as loaded). */
const copyGuide = (guide: BonusGuide): BonusGuide => ({ steps: guide.steps.map((s) => ({ ...s })), types: guide.types.map((t) => ({ ...t })) });

export const defaultBonusGuide = (): BonusGuide => copyGuide(DEFAULT_BONUS_GUIDE);

export const emptyRuleForm = (): RuleFormState => ({
  code: "",
  minimumAge: 18,
  responsibleGamblingText: "",
  helplineName: "",
  helplineUrl: "",
  helplinePhone: "",
  bonusesAllowed: true,
  keyTermsInFull: false,
  // A new place starts with the regulated markets' rule: only bookmakers licensed there.
  licensedHereOnly: true,
  informationOnly: false,
  esportsBettingAllowed: true,
  bonusGuide: defaultBonusGuide(),
});

export const ruleFormFrom = (rule: AdminRule): RuleFormState => ({
  code: rule.code,
  minimumAge: (MINIMUM_AGES as readonly number[]).includes(rule.minimumAge) ? (rule.minimumAge as MinimumAge) : 18,
  responsibleGamblingText: rule.responsibleGamblingText,
  helplineName: rule.helplineName,
  helplineUrl: rule.helplineUrl,
  helplinePhone: rule.helplinePhone ?? "",
  bonusesAllowed: rule.bonusesAllowed,
  keyTermsInFull: rule.keyTermsInFull,
  licensedHereOnly: rule.licensedHereOnly,
  informationOnly: rule.informationOnly,
  esportsBettingAllowed: rule.esportsBettingAllowed,
  bonusGuide: copyGuide(rule.bonusGuide),
});

const fieldsOf = ({ code: _code, ...fields }: RuleFormState): RuleFieldsForm => fields;

export type RuleCheck = { ok: true; code: string; rule: RuleFieldsForm } | { ok: false; errors: Record<string, string> };

/**
 * Checks the form with the schemas the server uses (a new rule's code too); errors are keyed by
 * the form's field names.
 */
export function checkRule(form: RuleFormState, isNew: boolean): RuleCheck {
  const rule = fieldsOf(form);
  const parsed = isNew ? createRuleInput.safeParse({ code: form.code, rule }) : ruleFieldsInput.safeParse(rule);
  if (parsed.success) return { ok: true, code: form.code, rule };
  const errors = pathErrors(parsed.error.issues);
  return { ok: false, errors: Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^rule\./, ""), message])) };
}
