/**
 * The ISO 4217 currency codes a postback may name: the ones the runtime's ICU data knows as
 * currencies in use (`Intl.supportedValuesOf("currency")`, from Unicode CLDR, which tracks the
 * ISO 4217 maintenance agency's list). A maintained source rather than a hand-written list that
 * would rot: it follows each Node release (new codes such as ZWG arrive with it), and it leaves
 * out what no programme pays in (precious metals XAU, the test code XTS, XXX). A recently retired
 * code (HRK) is still in it, which suits late reports of old transactions.
 */
const CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf("currency"));

/** Whether `code` (upper case) is a current ISO 4217 currency. */
export function isIsoCurrency(code: string): boolean {
  return CODES.has(code);
}
