let names: Intl.DisplayNames | null = null;

/**
 * A provider's ISO 3166-1 alpha-2 code in English words ("UA" -> "Ukraine"); anything else as given
 * (a location like "Europe" stays). The same on the server and in the browser, so hydration matches.
 */
export function countryName(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  try {
    names ??= new Intl.DisplayNames(["en"], { type: "region" });
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
