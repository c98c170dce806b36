/**
 * Exact decimal division for earnings per click: a numeric sum (a string such as "-12.3400")
 * divided by a whole count, rounded half away from zero to `places` decimals, with BigInt so no
 * float ever touches money.
 */
export function decimalPerCount(value: string, count: number, places = 4): string | null {
  if (!Number.isInteger(count) || count <= 0) return null;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new Error(`not a decimal: ${JSON.stringify(value)}`);
  const [, sign, whole, fraction = ""] = match;
  // value × 10^(places+1) / count, then round the extra digit away.
  const scale = places + 1;
  const digits = BigInt(whole! + fraction.padEnd(scale, "0").slice(0, scale));
  // A fraction longer than `scale` digits is cut, which is fine: the sums come at scale 4.
  const tenth = digits / BigInt(count);
  const rounded = (tenth + 5n) / 10n;
  const text = rounded.toString().padStart(places + 1, "0");
  const out = places > 0 ? `${text.slice(0, -places)}.${text.slice(-places)}` : text;
  return sign === "-" && rounded !== 0n ? `-${out}` : out;
}

/** A ratio of counts (first deposits per click): a rate, not money, so a float is right here. */
export const ratePerClick = (count: number, clicks: number): number | null => (clicks > 0 ? count / clicks : null);
