import type { ConversionEvent } from "@eb/db/schema";
import { DAY_MS, MINUTE_MS } from "../platform";
import { isIsoCurrency } from "./iso-currencies";

/**
 * The names affiliate programmes use for each field of a postback (Income Access, MyAffiliates,
 * NetRefer, Cellxpert and the like); the first one present wins. Documented in docs/postbacks.md,
 * which states every rule below in the same words.
 */
export const POSTBACK_FIELD_NAMES = {
  clickId: ["click_id", "clickid", "subid", "sub_id", "btag", "clickref", "cid"],
  event: ["event", "event_type", "type", "action"],
  amount: ["amount", "payout", "value", "sum"],
  currency: ["currency", "cur", "currency_code"],
  commission: ["commission"],
  transactionId: ["transaction_id", "txid", "tx_id", "transactionid", "trans_id", "tid"],
  occurredAt: ["event_time", "timestamp", "time", "date", "ts"],
} as const;

/** Other spellings of the events (case-insensitive), mapped to ours. */
export const EVENT_ALIASES: Readonly<Record<string, ConversionEvent>> = {
  registration: "registration",
  signup: "registration",
  sign_up: "registration",
  reg: "registration",
  lead: "registration",
  first_deposit: "first_deposit",
  ftd: "first_deposit",
  firstdeposit: "first_deposit",
  deposit: "deposit",
  dep: "deposit",
  revenue: "revenue",
  net_revenue: "revenue",
  chargeback: "chargeback",
};

export type PostbackFields = {
  clickId: string | null;
  event: ConversionEvent;
  /** Exact decimal as text (at most 4 decimals), never a float; null when the event carries none. */
  amount: string | null;
  currency: string | null;
  commission: string | null;
  transactionId: string;
  occurredAt: Date;
};

/**
 * Why a postback's fields are refused: the field (its documented name) and the rule it broke, in
 * the words of docs/postbacks.md. The answer says `${field}: ${rule}`.
 */
export type PostbackFieldError = { field: string; rule: string };

/**
 * The business's bounds (docs/postbacks.md): no single event of a bookmaker's affiliate programme
 * moves a billion, nor a commission ten million. Far inside the stored numeric(18,4), so a value
 * that passes is always stored, and sums of them in the rollups (unbounded numeric) never overflow.
 */
export const MAX_AMOUNT = 1_000_000_000;
export const MAX_COMMISSION = 10_000_000;
/** Event times this far ahead of the server's clock are refused (a clock a little ahead is not); earlier ones are fine (late reports). */
export const FUTURE_TOLERANCE_MS = DAY_MS;
/** Event times before this are refused: no programme reports for clicks from before the site. */
export const OLDEST_EVENT_TIME = new Date(Date.UTC(2000, 0, 1));

export const RULES = {
  transactionId: "required, 1 to 100 printable characters without spaces",
  event: "required, one of registration, first_deposit, deposit, revenue, chargeback (or an alias)",
  amount: "a decimal with at most 4 places, between -1000000000 and 1000000000",
  commission: "a decimal with at most 4 places, between -10000000 and 10000000",
  currencyRequired: "required with amount (ISO 4217)",
  currencyRequiredWithCommission: "required with commission (ISO 4217)",
  currency: "an ISO 4217 code (EUR, GBP, USD)",
  clickId: "1 to 100 letters, digits, '_', '.', ':' or '-'",
  timeFormat: "ISO 8601 (UTC unless an offset is given) or Unix seconds or milliseconds",
  timeTooOld: "not before 2000-01-01",
  timeTooLate: "not more than 1 day ahead of the server's clock",
} as const;

const DECIMAL = /^-?\d{1,10}(\.\d{1,4})?$/;
const TRANSACTION = /^[\x21-\x7e]{1,100}$/;
const CLICK_ID = /^[A-Za-z0-9_.:-]{1,100}$/;
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

type Source = Record<string, unknown>;

function pick(source: Source, names: readonly string[]): string | null {
  for (const name of names) {
    const raw = source[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === "string" && value.trim() !== "") return value.trim();
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
  }
  return null;
}

/** A decimal within ±max, at most 4 places (the text is kept exact; the bound compares a double, exact enough at 14 digits). */
const decimalWithin = (value: string, max: number) => DECIMAL.test(value) && Math.abs(Number(value)) <= max;

/**
 * An event time: ISO 8601 (a date, or a date and time with optional seconds and fraction; UTC
 * unless it carries an offset, so the server's time zone never matters), or Unix seconds (9-10
 * digits) or milliseconds (12-13 digits). Impossible dates (February 30th, 25:00) are refused
 * rather than rolled over.
 */
export function parseEventTime(value: string): Date | null {
  if (/^\d{9,10}$/.test(value)) return new Date(Number(value) * 1000);
  if (/^\d{12,13}$/.test(value)) return new Date(Number(value));
  const m = ISO_TIME.exec(value);
  if (!m) return null;
  // Groups 1-3 always match; 4-6 are absent for a date alone (midnight).
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((p: string | undefined) => Number(p ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  const fractionMs = m[7] ? Math.floor(Number(m[7]) * 1000) : 0;
  const zone = m[8];
  let offsetMinutes = 0;
  if (zone && zone !== "Z") {
    const digits = zone.replace(":", "");
    const h = Number(digits.slice(1, 3));
    const min = Number(digits.slice(3, 5));
    if (h > 23 || min > 59) return null;
    offsetMinutes = (digits[0] === "-" ? -1 : 1) * (h * 60 + min);
  }
  return new Date(date.getTime() + fractionMs - offsetMinutes * MINUTE_MS);
}

const refused = (field: string, rule: string): PostbackFieldError => ({ field, rule });

/** The answer's words for a refusal. */
export const describeFieldError = (e: PostbackFieldError) => `${e.field}: ${e.rule}`;

/**
 * Reads a postback's fields (query or body, already parsed) into what is stored, or says which field
 * broke which rule. Pure: the caller decides what a refusal costs.
 */
export function parsePostbackFields(source: Source, now: Date): PostbackFields | PostbackFieldError {
  const transactionId = pick(source, POSTBACK_FIELD_NAMES.transactionId);
  if (!transactionId || !TRANSACTION.test(transactionId)) return refused("transaction_id", RULES.transactionId);
  const event = EVENT_ALIASES[(pick(source, POSTBACK_FIELD_NAMES.event) ?? "").toLowerCase()];
  if (!event) return refused("event", RULES.event);
  const amount = pick(source, POSTBACK_FIELD_NAMES.amount);
  if (amount !== null && !decimalWithin(amount, MAX_AMOUNT)) return refused("amount", RULES.amount);
  const commission = pick(source, POSTBACK_FIELD_NAMES.commission);
  if (commission !== null && !decimalWithin(commission, MAX_COMMISSION)) return refused("commission", RULES.commission);
  const currency = pick(source, POSTBACK_FIELD_NAMES.currency)?.toUpperCase() ?? null;
  if (currency === null && amount !== null) return refused("currency", RULES.currencyRequired);
  if (currency === null && commission !== null) return refused("currency", RULES.currencyRequiredWithCommission);
  if (currency !== null && !isIsoCurrency(currency)) return refused("currency", RULES.currency);
  const clickId = pick(source, POSTBACK_FIELD_NAMES.clickId);
  if (clickId !== null && !CLICK_ID.test(clickId)) return refused("click_id", RULES.clickId);
  const time = pick(source, POSTBACK_FIELD_NAMES.occurredAt);
  const occurredAt = time === null ? now : parseEventTime(time);
  if (!occurredAt) return refused("event_time", RULES.timeFormat);
  if (occurredAt.getTime() < OLDEST_EVENT_TIME.getTime()) return refused("event_time", RULES.timeTooOld);
  if (occurredAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return refused("event_time", RULES.timeTooLate);
  return { clickId, event, amount, currency, commission, transactionId, occurredAt };
}

/** Whether a parse answered a refusal. */
export const isFieldError = (r: PostbackFields | PostbackFieldError): r is PostbackFieldError => "rule" in r;
