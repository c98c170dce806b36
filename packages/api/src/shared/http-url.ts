import { hasControlChars } from "./control-chars";

/**
 * An absolute http(s) URL (as given, trimmed), or null. Provider URLs end up in href, src and
 * iframe attributes, so a javascript:, vbscript: or data: URL, a protocol-relative "//host" or a
 * relative path (resolved against our own origin) is dropped. Used where the provider's payload is
 * mapped and again where stored URLs leave for the page, so a row written before a rule existed
 * (or by another source) never reaches it either.
 */
export function httpUrl(value: unknown): string | null {
  const raw = typeof value === "string" ? value.trim() : "";
  // The scheme must be written out: "https:evil.example" parses here but is a relative path in a browser.
  if (!raw || !/^https?:\/\//i.test(raw) || hasControlChars(raw)) return null;
  try {
    const url = new URL(raw);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname ? raw : null;
  } catch {
    return null;
  }
}

/**
 * A stored logo URL a page may use as an image source: an absolute http(s) URL, or a path on this
 * site ("/demo-logos/x.svg", as the demo data stores). Never a scheme of any other kind, nor a
 * protocol-relative "//host" or "/\host", which browsers send to another host.
 */
export function logoUrl(value: unknown): string | null {
  const absolute = httpUrl(value);
  if (absolute) return absolute;
  return typeof value === "string" && /^\/(?![/\\])/.test(value) && !hasControlChars(value) ? value : null;
}
