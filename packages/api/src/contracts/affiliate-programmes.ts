import { z } from "zod";
import { dbId } from "./db-id";
import { singleLine } from "./text";

/** Issue 27: a bookmaker's affiliate programme, as the Bookmakers tab's dialog edits it. */

export const POSTBACK_KEY_MESSAGE = "Postback key: 2 to 63 lower-case letters, digits and dashes";
/** The server's refusal when another bookmaker has the key (the dialog shows it under the field). */
export const POSTBACK_KEY_TAKEN_MESSAGE = "Another bookmaker already uses this postback key";
export const CLICK_ID_PARAM_MESSAGE = "Click id parameter: letters, digits, dash and underscore (up to 40)";

const emptyToNull = (s: string) => (s === "" ? null : s);
const decimal = (max: number, message: string) =>
  singleLine({ max: 20 })
    .refine((s) => s === "" || (/^\d{1,12}(\.\d{1,2})?$/.test(s) && Number(s) <= max), message)
    .transform(emptyToNull);

export const TERMS_DATE_MESSAGE = "Applies from: a date such as 2026-12-01, from 2000-01-01 on";
/** How far ahead a deal change may be dated, in days (a typo in the year would hide it for years). */
export const MAX_TERMS_DAYS_AHEAD = 366;
export const TERMS_TOO_FAR_MESSAGE = `Applies from: at most ${MAX_TERMS_DAYS_AHEAD} days ahead`;

export const affiliateProgrammeIdInput = z.object({ bookmakerId: dbId("Bookmaker not found") });

export const saveAffiliateProgrammeInput = z.object({
  bookmakerId: dbId("Bookmaker not found"),
  /** The version the dialog loaded (0: no programme saved yet). */
  version: z.number().int().min(0).max(2_147_483_647),
  clickIdParam: singleLine({ max: 40 })
    .refine((s) => s === "" || /^[A-Za-z0-9_-]{1,40}$/.test(s), CLICK_ID_PARAM_MESSAGE)
    .transform(emptyToNull),
  postbackKey: singleLine({ max: 63 })
    .refine((s) => s === "" || /^[a-z0-9][a-z0-9-]{1,62}$/.test(s), POSTBACK_KEY_MESSAGE)
    .transform(emptyToNull),
  postbackAuth: z.enum(["hmac", "token"]),
  cpaAmount: decimal(1_000_000, "CPA amount: a sum such as 150 or 150.50"),
  cpaCurrency: singleLine({ max: 3 })
    .refine((s) => s === "" || /^[A-Z]{3}$/.test(s), "Currency: an ISO 4217 code such as EUR")
    .transform(emptyToNull),
  revenueSharePercent: decimal(100, "Revenue share: a percentage from 0 to 100"),
  /**
   * The first UTC day the deal terms apply (events before it keep the terms in force then); null:
   * today. Ignored when the terms are those already saved last.
   */
  termsEffectiveFrom: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, TERMS_DATE_MESSAGE)
    .refine(
      (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s) && s >= "2000-01-01",
      TERMS_DATE_MESSAGE,
    )
    .nullable()
    .default(null),
});
export type SaveAffiliateProgrammeInput = z.input<typeof saveAffiliateProgrammeInput>;

export const affiliateProgrammeOutput = z.object({
  bookmakerId: z.number(),
  clickIdParam: z.string().nullable(),
  postbackKey: z.string().nullable(),
  postbackAuth: z.enum(["hmac", "token"]),
  /** Whether a secret is stored; the secret itself is shown once, by generateSecret. */
  hasSecret: z.boolean(),
  cpaAmount: z.string().nullable(),
  cpaCurrency: z.string().nullable(),
  revenueSharePercent: z.string().nullable(),
  /** The first day of the terms above (the latest saved); null: no terms yet. */
  termsEffectiveFrom: z.string().nullable(),
  /** Every dated change of the deal terms, latest first (at most 50). */
  termsHistory: z.array(
    z.object({ effectiveFrom: z.string(), cpaAmount: z.string().nullable(), cpaCurrency: z.string().nullable(), revenueSharePercent: z.string().nullable() }),
  ),
  /** 0: no programme saved yet. */
  version: z.number(),
});

/** The new secret, shown once: it is stored encrypted and never answered again. */
export const generatedSecretOutput = z.object({
  secret: z.string(),
  version: z.number(),
  /** Until when the replaced secret is still accepted (null: there was none). */
  previousSecretUntil: z.date().nullable(),
});
