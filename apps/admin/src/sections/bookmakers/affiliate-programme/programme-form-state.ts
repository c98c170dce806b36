import { POSTBACK_KEY_TAKEN_MESSAGE, saveAffiliateProgrammeInput, type SaveAffiliateProgrammeInput } from "@eb/api/contracts";
import type { AdminOutputs } from "@eb/api/admin-types";
import { fieldErrors } from "../../../lib/field-errors";

export type AdminProgramme = AdminOutputs["affiliateProgrammes"]["get"];

/** The dialog's fields as typed (strings; empty for none). */
export type ProgrammeForm = {
  clickIdParam: string;
  postbackKey: string;
  postbackAuth: "hmac" | "token";
  cpaAmount: string;
  cpaCurrency: string;
  revenueSharePercent: string;
  /** yyyy-mm-dd (UTC): the first day changed deal terms apply; today unless the admin dates them. */
  termsEffectiveFrom: string;
};

/** Today as a UTC day, the deal terms' default start. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** The stored settings as the form shows them; numbers without the database's trailing zeros (150.00 → 150). */
export function programmeFormFrom(p: AdminProgramme, today: string): ProgrammeForm {
  const decimal = (s: string | null) => (s === null ? "" : s.replace(/\.0+$/, "").replace(/(\.\d*?)0+$/, "$1"));
  return {
    clickIdParam: p.clickIdParam ?? "",
    postbackKey: p.postbackKey ?? "",
    postbackAuth: p.postbackAuth,
    cpaAmount: decimal(p.cpaAmount),
    cpaCurrency: p.cpaCurrency ?? "",
    revenueSharePercent: decimal(p.revenueSharePercent),
    termsEffectiveFrom: today,
  };
}

/** A dated change of the deal terms in words, for the history list: "CPA EUR 100, 25 % revenue share". */
export function describeTerms(t: { cpaAmount: string | null; cpaCurrency: string | null; revenueSharePercent: string | null }): string {
  const parts = [
    t.cpaAmount !== null ? `CPA ${t.cpaCurrency ?? ""} ${Number(t.cpaAmount)}`.replace("  ", " ") : null,
    t.revenueSharePercent !== null ? `${Number(t.revenueSharePercent)} % revenue share` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "No deal (no estimates)";
}

export const CPA_CURRENCY_NEEDED = "CPA currency: needed with a CPA amount";

/** Checks the form with the server's schema (plus the CPA pair), field by field. */
export function validateProgramme(
  bookmakerId: number,
  version: number,
  form: ProgrammeForm,
): { ok: true; input: SaveAffiliateProgrammeInput } | { ok: false; errors: Record<string, string> } {
  const input: SaveAffiliateProgrammeInput = {
    bookmakerId,
    version,
    ...form,
    clickIdParam: form.clickIdParam.trim(),
    postbackKey: form.postbackKey.trim().toLowerCase(),
    cpaAmount: form.cpaAmount.trim(),
    cpaCurrency: form.cpaCurrency.trim().toUpperCase(),
    revenueSharePercent: form.revenueSharePercent.trim().replace(/%$/, "").trim(),
    termsEffectiveFrom: form.termsEffectiveFrom.trim() || null,
  };
  const parsed = saveAffiliateProgrammeInput.safeParse(input);
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
  if (input.cpaAmount !== "" && input.cpaCurrency === "" && !("cpaCurrency" in errors)) errors.cpaCurrency = CPA_CURRENCY_NEEDED;
  return Object.keys(errors).length === 0 ? { ok: true, input } : { ok: false, errors };
}

/** A refusal only the server can make, shown under its field. */
export function serverFieldErrors(message: string): Record<string, string> {
  return message === POSTBACK_KEY_TAKEN_MESSAGE ? { postbackKey: message } : {};
}

/** Where the programme sends its postbacks. */
export const postbackUrl = (origin: string, key: string) => `${origin}/api/postbacks/${key}`;

/** How the tracking URL carries our click id, in words. */
export function clickIdNote(form: ProgrammeForm, affiliateUrlHasPlaceholder: boolean): string {
  const param = form.clickIdParam.trim();
  if (param) return `Each counted /go click adds ${param}={click id} to the Affiliate URL.`;
  if (affiliateUrlHasPlaceholder) return "Each counted /go click puts its click id where the Affiliate URL has {click_id}.";
  return "No click ids are made: set a parameter here, or put {click_id} in the Affiliate URL (Edit Content).";
}
