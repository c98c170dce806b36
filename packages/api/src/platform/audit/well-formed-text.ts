import { hasControlChars } from "../../contracts";

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The string with control characters and lone surrogates replaced by U+FFFD, safe for jsonb and logs. */
export function toStorableText(s: string): string {
  const paired = s.replace(LONE_SURROGATES, "\uFFFD");
  return hasControlChars(paired) ? Array.from(paired, (ch) => (hasControlChars(ch) ? "\uFFFD" : ch)).join("") : paired;
}
