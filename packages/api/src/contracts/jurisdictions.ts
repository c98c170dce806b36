import { z } from "zod";
import { OTHER, parseJurisdiction, UNKNOWN } from "../shared";
import { ABSOLUTE_URL, isAbsoluteHttpUrl } from "./bookmakers";
import { dbId } from "./db-id";
import { multiLine, singleLine } from "./text";

/** The two kinds of licence (the column's values; the service's types check they are the same). */
export const LICENCE_MODES = ["everywhere_except", "only_in"] as const;
export type LicenceMode = (typeof LICENCE_MODES)[number];
export const LICENCE_MODE_LABELS: Record<LicenceMode, string> = { everywhere_except: "Everywhere except", only_in: "Only in" };

/** The ages regulators set for betting: 18 in most places, 19 in most Canadian provinces, 21 in most US states. */
export const MINIMUM_AGES = [18, 19, 21] as const;

export const JURISDICTION_CODE_FORMAT = "Use a country code such as GB, or a country and region such as US-NJ";
export const RULE_CODE_FORMAT = `${JURISDICTION_CODE_FORMAT}, other or unknown`;
export const PREVIEW_CODE_FORMAT = `${JURISDICTION_CODE_FORMAT}, or unknown`;
export const MINIMUM_AGE_CHOICES = "Minimum age must be 18, 19 or 21";
export const unknownJurisdiction = (code: string) => `${code} is not a country or region code (use GB, US-NJ, CA-ON, ...)`;
export const LICENCE_LIST_LIMIT = 300;
export const JURISDICTION_URL_LIMIT = 50;
export const jurisdictionUrlTwice = (code: string) => `${code} has two URLs; keep one`;

/** What the Bookmakers and Jurisdictions tabs say of a bookmaker no licence offers anywhere (issue 36). */
export const OFFERED_NOWHERE = "Not shown anywhere: no licences set";

/** The server's refusals, word for word, so the forms and the tests can name them. */
export const RULE_NOT_FOUND = "Jurisdiction rule not found";
export const STALE_RULE = "This rule was changed by someone else since you opened it. Reload to see the latest version.";
export const KEPT_RULE = "The Other countries and Unknown location rules are always kept; edit them instead";
export const ruleExists = (code: string) => `There is already a rule for ${code}; edit it instead`;
export const STALE_LICENCE = "This licence was changed by someone else since you opened it. Reload to see the latest version.";
export const LICENCE_BOOKMAKER_NOT_FOUND = "Bookmaker not found";

/** "gb " → "GB", "us-nj" → "US-NJ", "UK" → "GB"; "Other"/"UNKNOWN" → the special rows; anything else refused. */
export const ruleCode = singleLine({ min: 1, max: 10, message: RULE_CODE_FORMAT }).transform((raw, ctx) => {
  const lower = raw.toLowerCase();
  if (lower === OTHER || lower === UNKNOWN) return lower;
  const code = parseJurisdiction(raw);
  if (!code) ctx.addIssue({ code: "custom", message: RULE_CODE_FORMAT });
  return code ?? raw;
});

/** Where a visitor can be: a country, a region, or nowhere known ("unknown"). */
export const visitorCode = singleLine({ min: 1, max: 10, message: PREVIEW_CODE_FORMAT }).transform((raw, ctx) => {
  if (raw.toLowerCase() === UNKNOWN) return UNKNOWN;
  const code = parseJurisdiction(raw);
  if (!code) ctx.addIssue({ code: "custom", message: PREVIEW_CODE_FORMAT });
  return code ?? raw;
});

/** A code in a licence list or a URL's place: a country or a region, never the special rows. */
const listCode = singleLine({ min: 1, max: 10, message: JURISDICTION_CODE_FORMAT }).transform((raw, ctx) => {
  const code = parseJurisdiction(raw);
  if (!code) ctx.addIssue({ code: "custom", message: unknownJurisdiction(raw) });
  return code ?? raw;
});

const httpUrlField = (message: string) => singleLine({ min: 1, max: 2000, message }).refine((s) => s === "" || isAbsoluteHttpUrl(s), ABSOLUTE_URL);

const explainerInput = z.object({
  title: singleLine({ min: 1, max: 80, message: "Enter a title" }),
  text: multiLine({ min: 1, max: 600 }),
});

/** Limits of a place's /bonuses explainers: what the page lays out well. */
export const BONUS_GUIDE_LIMITS = { steps: 6, types: 8 } as const;

/** A place's /bonuses explainers: its claiming steps and bonus types, each a title and a text. */
export const bonusGuideInput = z.object({
  steps: z.array(explainerInput).min(1, "Keep at least one step").max(BONUS_GUIDE_LIMITS.steps, `At most ${BONUS_GUIDE_LIMITS.steps} steps`),
  types: z.array(explainerInput).max(BONUS_GUIDE_LIMITS.types, `At most ${BONUS_GUIDE_LIMITS.types} bonus types`),
});

/** Every field of a rule but its code: what the rule form edits. */
export const ruleFieldsInput = z.object({
  minimumAge: z.literal(MINIMUM_AGES, { error: MINIMUM_AGE_CHOICES }),
  responsibleGamblingText: multiLine({ min: 1, max: 300 }),
  helplineName: singleLine({ min: 1, max: 100, message: "Enter the helpline's name" }),
  helplineUrl: httpUrlField("Enter the helpline's web address"),
  /** Shown where a regulator requires a number; empty (or none) is saved as null. */
  helplinePhone: singleLine({ max: 40 })
    .nullable()
    .transform((s) => (s ? s : null)),
  bonusesAllowed: z.boolean(),
  keyTermsInFull: z.boolean(),
  /** Absent: kept as stored (a new rule starts with the default texts). */
  bonusGuide: bonusGuideInput.optional(),
  /** Only bookmakers whose licence names this place. Absent: kept as stored (a new rule: off; the form starts it on). */
  licensedHereOnly: z.boolean().optional(),
  /** Information only: no bookmaker name, price, link or bonus here. Absent: kept as stored (a new rule: off). */
  informationOnly: z.boolean().optional(),
  /** Esports betting allowed here (off: information only). Absent: kept as stored (a new rule: on). */
  esportsBettingAllowed: z.boolean().optional(),
});
export type RuleFieldsForm = z.input<typeof ruleFieldsInput>;

export const createRuleInput = z.object({ code: ruleCode, rule: ruleFieldsInput });
/** `version` is the one the form was loaded at: a save from an older one is refused. */
export const updateRuleInput = z.object({ code: ruleCode, version: dbId(), rule: ruleFieldsInput });
export const deleteRuleInput = z.object({ code: ruleCode, version: dbId() });

/**
 * A licence list as typed: each entry a country or a region, spelt canonically, each once, in the
 * order first written.
 */
export const licenceCodes = z
  .array(listCode)
  .max(LICENCE_LIST_LIMIT, `At most ${LICENCE_LIST_LIMIT} jurisdictions`)
  .transform((codes) => [...new Set(codes)]);

export const jurisdictionUrlInput = z.object({
  code: listCode,
  targetUrl: httpUrlField("Enter the URL for this jurisdiction"),
});

/**
 * A bookmaker's licence and its own URLs, saved together as the one form they are. `loaded` is the
 * `revision` the form was loaded with: a save on top of someone else's change is refused.
 */
export const saveLicenceInput = z.object({
  bookmakerId: dbId(),
  loaded: z.string().max(200),
  mode: z.enum(LICENCE_MODES),
  jurisdictions: licenceCodes,
  urls: z
    .array(jurisdictionUrlInput)
    .max(JURISDICTION_URL_LIMIT, `At most ${JURISDICTION_URL_LIMIT} jurisdiction URLs`)
    .superRefine((urls, ctx) => {
      const seen = new Set<string>();
      urls.forEach((u, i) => {
        if (seen.has(u.code)) ctx.addIssue({ code: "custom", path: [i, "code"], message: jurisdictionUrlTwice(u.code) });
        seen.add(u.code);
      });
    }),
});
export type SaveLicenceForm = z.input<typeof saveLicenceInput>;

export const previewInput = z.object({ code: visitorCode });

/**
 * Splits what an admin typed in a list box ("gb, IE  us-nj") into entries; the schema then checks
 * and canonicalises each one.
 */
export function splitCodes(text: string): string[] {
  return text.split(/[\s,;]+/).filter((s) => s !== "");
}

const ruleFieldsOutput = {
  minimumAge: z.number(),
  responsibleGamblingText: z.string(),
  helplineName: z.string(),
  helplineUrl: z.string(),
  helplinePhone: z.string().nullable(),
  bonusesAllowed: z.boolean(),
  keyTermsInFull: z.boolean(),
  bonusGuide: z.object({
    steps: z.array(z.object({ title: z.string(), text: z.string() })),
    types: z.array(z.object({ title: z.string(), text: z.string() })),
  }),
  licensedHereOnly: z.boolean(),
  informationOnly: z.boolean(),
  esportsBettingAllowed: z.boolean(),
};

/** A rule as the Jurisdictions tab lists and edits it; `name` is the code in words. */
export const jurisdictionRuleOutput = z.object({ code: z.string(), name: z.string(), ...ruleFieldsOutput, version: z.number() });
export const jurisdictionRulesOutput = z.array(jurisdictionRuleOutput);

/** One bookmaker's licence as the tab edits it (one without a row reads as "only in" nothing). */
export const bookmakerLicenceOutput = z.object({
  bookmakerId: z.number(),
  name: z.string(),
  /** Whether visitors can see it at all (active and published): the preview lists only those. */
  listed: z.boolean(),
  mode: z.enum(LICENCE_MODES),
  jurisdictions: z.array(z.string()),
  urls: z.array(z.object({ code: z.string(), targetUrl: z.string() })),
  /** No licence set (or "only in" nothing): shown to no visitor anywhere. */
  offeredNowhere: z.boolean(),
  /** What the save sends back as `loaded`. */
  revision: z.string(),
});
export const bookmakerLicencesOutput = z.array(bookmakerLicenceOutput);

/** "A visitor from GB sees: …": the rule applied and every listed bookmaker, shown or not. */
export const offerPreviewOutput = z.object({
  located: z.string(),
  locatedName: z.string(),
  rule: z.object({ code: z.string(), name: z.string(), ...ruleFieldsOutput }),
  shown: z.array(
    z.object({
      bookmakerId: z.number(),
      name: z.string(),
      /** Where /go sends this visitor; null when the bookmaker has no /go link. */
      target: z.string().nullable(),
      /** Whether the target is the bookmaker's own URL for this place. */
      ownUrl: z.boolean(),
    }),
  ),
  notShown: z.array(z.object({ bookmakerId: z.number(), name: z.string() })),
});
