import type { ConversionEvent } from "@eb/db/schema";
import { DAY_MS } from "../platform";

/**
 * The names affiliate programmes use for each field of a postback (Income Access, MyAffiliates,
 * NetRefer, Cellxpert and the like); the first one present wins. Documented in docs/postbacks.md.
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

/** Other spellings of the events, mapped to ours. */
const EVENT_ALIASES: Record<string, ConversionEvent> = {
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

export type PostbackFieldError = "missing_transaction" | "bad_event" | "bad_amount" | "bad_currency" | "bad_click_id" | "bad_time";

const DECIMAL = /^-?\d{1,14}(\.\d{1,4})?$/;
const CURRENCY = /^[A-Z]{3}$/;
const TRANSACTION = /^[\x21-\x7e]{1,100}$/;
const CLICK_ID = /^[A-Za-z0-9_.:-]{1,100}$/;
/** Event times this far ahead of the server's clock are refused; earlier ones are fine (late reports). */
const FUTURE_TOLERANCE_MS = DAY_MS;
const OLDEST = Date.UTC(2000, 0, 1);

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

/** An event time: ISO 8601, or Unix seconds (or milliseconds when 13 digits). */
function parseTime(value: string): Date | null {
  if (/^\d{9,10}$/.test(value)) return new Date(Number(value) * 1000);
  if (/^\d{12,13}$/.test(value)) return new Date(Number(value));
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return null;
  const d = new Date(value.replace(" ", "T"));
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Reads a postback's fields (query or body, already parsed) into what is stored, or says which field
 * is malformed. Pure: the caller decides what a refusal costs.
 */
export function parsePostbackFields(source: Source, now: Date): PostbackFields | PostbackFieldError {
  const transactionId = pick(source, POSTBACK_FIELD_NAMES.transactionId);
  if (!transactionId || !TRANSACTION.test(transactionId)) return "missing_transaction";
  const event = EVENT_ALIASES[(pick(source, POSTBACK_FIELD_NAMES.event) ?? "").toLowerCase()];
  if (!event) return "bad_event";
  const amount = pick(source, POSTBACK_FIELD_NAMES.amount);
  const commission = pick(source, POSTBACK_FIELD_NAMES.commission);
  if ((amount !== null && !DECIMAL.test(amount)) || (commission !== null && !DECIMAL.test(commission))) return "bad_amount";
  const currency = pick(source, POSTBACK_FIELD_NAMES.currency)?.toUpperCase() ?? null;
  if (currency !== null ? !CURRENCY.test(currency) : amount !== null || commission !== null) return "bad_currency";
  const clickId = pick(source, POSTBACK_FIELD_NAMES.clickId);
  if (clickId !== null && !CLICK_ID.test(clickId)) return "bad_click_id";
  const time = pick(source, POSTBACK_FIELD_NAMES.occurredAt);
  const occurredAt = time === null ? now : parseTime(time);
  if (!occurredAt || occurredAt.getTime() < OLDEST || occurredAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return "bad_time";
  return { clickId, event, amount, currency, commission, transactionId, occurredAt };
}
