import { randomBytes } from "node:crypto";

const ID_BYTES = 16;
/** Random bytes are drawn for 512 ids at once: one call per click was 6 % of /go's CPU under load. */
const POOL_BYTES = ID_BYTES * 512;
let pool = Buffer.alloc(0);
let offset = 0;

/** 128 random bits, base64url (22 characters): unguessable, and it says nothing about the visitor. Each byte is used once. */
export function newClickId(): string {
  if (offset + ID_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const id = pool.toString("base64url", offset, offset + ID_BYTES);
  offset += ID_BYTES;
  return id;
}

/** The placeholder an affiliate URL may hold instead of a parameter name; in a path the URL parser percent-encodes its braces. */
const PLACEHOLDER = /\{click_id\}|%7Bclick_id%7D/gi;

/**
 * Whether the redirect can carry a click id to the bookmaker's programme: it names a parameter, or
 * the location holds the placeholder. Only then is a click given an id and stored: an id that
 * reaches no programme can never be attributed, and writing it would double /go's writes for nothing.
 */
export function carriesClickId(location: string, clickIdParam: string | null): boolean {
  return clickIdParam !== null || /\{click_id\}|%7Bclick_id%7D/i.test(location);
}

/**
 * The redirect's final location with the click's id put where the bookmaker's programme expects it:
 * in its parameter (`btag`, `subid`…, replacing any value the stored URL has) or in place of the
 * `{click_id}` placeholder. Without a click id (an uncounted click) the placeholder is emptied,
 * never sent as it is; a parameter's stored value is left alone.
 */
export function withClickId(location: string, clickIdParam: string | null, clickId: string | null): string {
  let out = location;
  if (clickIdParam && clickId) {
    const url = new URL(location);
    url.searchParams.set(clickIdParam, clickId);
    out = url.href;
  }
  if (!out.includes("{") && !out.includes("%7")) return out;
  return out.replace(PLACEHOLDER, clickIdParam ? "" : (clickId ?? ""));
}
