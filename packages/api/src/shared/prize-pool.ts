/** Currency words the provider spells out, checked in this order; USD when none matches. */
const CURRENCIES: { code: string; symbol: string; words: RegExp }[] = [
  { code: "EUR", symbol: "€", words: /\beur(o|os)?\b/i },
  { code: "GBP", symbol: "£", words: /\b(gbp|pound|pounds|sterling)\b/i },
  { code: "BRL", symbol: "R$", words: /\b(brl|real|reais|brazilian)\b/i },
  { code: "SEK", symbol: "kr", words: /\b(sek|swedish)\b/i },
  { code: "NOK", symbol: "kr", words: /\b(nok|norwegian)\b/i },
  { code: "DKK", symbol: "kr", words: /\b(dkk|danish)\b/i },
  { code: "PLN", symbol: "zł", words: /\b(pln|zloty|złoty|polish)\b/i },
  { code: "CZK", symbol: "Kč", words: /\b(czk|koruna|czech)\b/i },
  { code: "JPY", symbol: "¥", words: /\b(jpy|yen|japanese)\b/i },
  { code: "KRW", symbol: "₩", words: /\b(krw|won|korean)\b/i },
  { code: "CNY", symbol: "¥", words: /\b(cny|yuan|renminbi|rmb|chinese)\b/i },
];

const USD = { code: "USD", symbol: "$" };

export function detectCurrency(text: string): { code: string; symbol: string } {
  return CURRENCIES.find((c) => c.words.test(text)) ?? USD;
}

/** German-style thousands separators: 1170000 -> "1.170.000". */
export function groupThousands(digits: string): string {
  return digits.replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/**
 * Spec 5: digits are extracted from the free text, currency detected by words (USD by
 * default), German thousands separators, no decimals, symbol plus code. No digits: raw text.
 * Null or empty becomes "0" (the tournament card shows the prize pool "or 0").
 */
export function formatPrizePool(raw: string | null | undefined): string {
  const text = (raw ?? "").trim();
  if (!text) return "0";
  // Drop a decimal part (".00" / ",50" at the end of the number) before joining digits.
  const amount = text
    .match(/\d[\d.,\s]*/)?.[0]
    ?.trim()
    .replace(/[.,]\d{1,2}$/, "");
  const digits = amount?.replace(/\D/g, "");
  if (!digits) return text;
  const currency = detectCurrency(text);
  return `${currency.symbol}${groupThousands(digits)} ${currency.code}`;
}
