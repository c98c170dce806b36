import type { ReportDateFormat, ReportDecimalSeparator } from "../contracts";

/*
 * One cell of a programme's report, read exactly. Amounts stay decimal strings (numeric(18,4) in
 * SQL) and are summed as integers of 1/10,000, never as floats. A value that does not fit the
 * mapping's format is refused with a reason, never guessed: "1.234" means 1234 with a decimal comma
 * and 1.234 with a decimal point, so only the mapping can say which.
 */

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: string };

const SCALE_DIGITS = 4;
/** numeric(18,4): at most 14 digits before the decimal separator. */
const MAX_INTEGER_DIGITS = 14;

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const refused = <T>(message: string): CellResult<T> => ({ ok: false, message });

function numberPatterns(separator: ReportDecimalSeparator) {
  const group = separator === "." ? "," : ".";
  const g = group === "." ? "\\." : ",";
  const d = separator === "." ? "\\." : ",";
  // Either plain digits, or digits grouped by threes with the other separator (or a space).
  return new RegExp(`^(\\d+|\\d{1,3}(?:${g}\\d{3})+|\\d{1,3}(?: \\d{3})+)(?:${d}(\\d+))?$`);
}

const example = (separator: ReportDecimalSeparator) => (separator === "." ? "1,234.56" : "1.234,56");

/**
 * A decimal amount as a canonical string ("-1234.5"), or why not. Empty is 0. A minus sign or
 * accounting parentheses make it negative (chargebacks and negative net revenue are real).
 */
export function parseAmount(raw: string, separator: ReportDecimalSeparator): CellResult<string> {
  let text = raw.trim();
  if (text === "") return ok("0");
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  } else if (text.startsWith("-")) {
    negative = true;
    text = text.slice(1);
  } else if (text.startsWith("+")) text = text.slice(1);
  const match = numberPatterns(separator).exec(text);
  if (!match) return refused(`Not an amount in the format ${example(separator)}`);
  const integer = match[1]!.replace(/[., ]/g, "").replace(/^0+(?=\d)/, "");
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (integer.length > MAX_INTEGER_DIGITS) return refused("Amount too large");
  if (fraction.length > SCALE_DIGITS) return refused(`At most ${SCALE_DIGITS} decimal places`);
  const value = fraction ? `${integer}.${fraction}` : integer;
  return ok(negative && value !== "0" ? `-${value}` : value);
}

/** A count (registrations, first deposits): a whole number, at least 0, grouped or not. Empty is 0. */
export function parseCount(raw: string, separator: ReportDecimalSeparator): CellResult<number> {
  const text = raw.trim();
  if (text === "") return ok(0);
  const amount = parseAmount(text, separator);
  if (!amount.ok || amount.value.startsWith("-") || amount.value.includes(".")) return refused("Not a whole number of at least 0");
  const value = Number(amount.value);
  if (!Number.isSafeInteger(value)) return refused("Number too large");
  return ok(value);
}

const DATE_PATTERNS: Record<ReportDateFormat, { re: RegExp; order: ["y" | "m" | "d", "y" | "m" | "d", "y" | "m" | "d"] }> = {
  // A timestamp's time part (some exports write midnight) is ignored: the report is per day.
  "yyyy-mm-dd": { re: /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/, order: ["y", "m", "d"] },
  "dd/mm/yyyy": { re: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/, order: ["d", "m", "y"] },
  "mm/dd/yyyy": { re: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/, order: ["m", "d", "y"] },
};

/** A calendar day as yyyy-mm-dd, read in the mapping's format; an impossible date is refused. */
export function parseDay(raw: string, format: ReportDateFormat): CellResult<string> {
  const text = raw.trim();
  const { re, order } = DATE_PATTERNS[format];
  const match = re.exec(text);
  if (!match) return refused(`Not a date in the format ${format}`);
  const part = (name: "y" | "m" | "d") => Number(match[order.indexOf(name) + 1]);
  const [y, m, d] = [part("y"), part("m"), part("d")];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return refused(`No such date (format ${format})`);
  return ok(date.toISOString().slice(0, 10));
}

let currencies: ReadonlySet<string> | undefined;
/** ISO 4217 codes as the runtime's Intl knows them (ICU's list, current and recent codes). */
function knownCurrencies(): ReadonlySet<string> {
  currencies ??= new Set(Intl.supportedValuesOf("currency"));
  return currencies;
}

export function parseCurrency(raw: string): CellResult<string> {
  const code = raw.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || !knownCurrencies().has(code)) return refused("Not an ISO 4217 currency code");
  return ok(code);
}

/** Exact sums of decimal strings: integers of 1/10,000. */
export function toUnits(amount: string): bigint {
  const negative = amount.startsWith("-");
  const [integer, fraction = ""] = (negative ? amount.slice(1) : amount).split(".");
  const units = BigInt(integer!) * 10n ** BigInt(SCALE_DIGITS) + BigInt(fraction.padEnd(SCALE_DIGITS, "0"));
  return negative ? -units : units;
}

export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const scale = 10n ** BigInt(SCALE_DIGITS);
  const fraction = (abs % scale).toString().padStart(SCALE_DIGITS, "0").replace(/0+$/, "");
  const text = fraction ? `${abs / scale}.${fraction}` : `${abs / scale}`;
  return negative ? `-${text}` : text;
}
