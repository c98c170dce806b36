/** Pure rules of the /go/{slug} redirect: which slugs exist, which targets are allowed, what is passed on. */

import type { RedirectHitKind } from "@eb/db/schema";
import { DROPPING_ODDS_PLACEMENT, pagePattern } from "../shared";

/** Slugs are what admins type: letters, digits, dash and underscore. Anything else cannot exist. */
export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;

export function isValidSlug(slug: string | null | undefined): slug is string {
  return typeof slug === "string" && SLUG_PATTERN.test(slug);
}

/** Only absolute http(s) URLs are ever redirected to (no javascript:, data:, protocol-relative, ...). */
export function parseSafeTarget(target: string | null | undefined): URL | null {
  if (!target) return null;
  try {
    const url = new URL(target);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname) return null;
    return url;
  } catch {
    return null;
  }
}

/**
 * Where a licensed visitor goes: the bookmaker's own URL for their place (a .uk site) when one is
 * stored and is a safe target, else the slug's usual target. Stored URLs are checked here as the
 * usual ones are, so a bad row can only fall back, never send anyone to a javascript: URL.
 */
export function redirectTarget(usual: URL, jurisdictionUrl: string | null): URL {
  return parseSafeTarget(jurisdictionUrl) ?? usual;
}

/** Query parameters handed on to the bookmaker: campaign tags and a sub-id, nothing else. */
const PASS_ON = /^(utm_(source|medium|campaign|term|content)|subid|sub_id)$/;
const MAX_VALUE = 200;

/**
 * The final destination: the stored target with the visitor's utm_* and sub-id appended.
 * The host, path and existing parameters all come from the stored target; request parameters
 * can only add those names, so no request parameter can choose where the browser goes.
 * `clickIdParam` (the programme's click id parameter, `subid` for some) is never taken from the
 * visitor: only our click id, or the stored value, may stand there, or anyone could attribute
 * the registrations of the clicks we do not count (repeats, bots, an address over its budget).
 */
export function redirectLocation(target: URL, query: Record<string, unknown>, clickIdParam: string | null = null): string {
  const url = new URL(target.href);
  for (const [key, raw] of Object.entries(query)) {
    if (!PASS_ON.test(key) || key === clickIdParam) continue;
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value !== "string" || value === "" || value.length > MAX_VALUE) continue;
    url.searchParams.set(key, value);
  }
  return url.href;
}

export type HitKind = RedirectHitKind;

/** Spec: each GET from a browser is a click; HEAD requests and bots are recorded apart. */
export function classifyHit(method: string, automated: boolean): "click" | "head" | "bot" {
  if (method === "HEAD") return "head";
  return automated ? "bot" : "click";
}

/**
 * Issue 26: a browser's click on a bookmaker not licensed where the visitor is was not sent there,
 * so it is recorded as 'refused', apart from the clicks (it earns nothing and counts for no A/B
 * test). HEAD requests and bots stay what they are.
 */
export function refusedHit(kind: HitKind): HitKind {
  return kind === "click" ? "refused" : kind;
}

const PLACEMENT = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * Where the link was: the route pattern of the page of a same-site Referer (`/match/:game/:id`;
 * null for a path no public route has), the placement from the `pl` parameter. The Referer is the
 * caller's text: kept as sent, one client could fill the click rows and their page rollups with
 * as many distinct pages as requests; as a pattern there are as many pages as routes.
 */
export function hitOrigin(referer: string | undefined, siteOrigin: string, placement: unknown): { page: string | null; placement: string | null } {
  let page: string | null = null;
  if (referer) {
    try {
      const ref = new URL(referer);
      if (ref.origin === siteOrigin) page = pagePattern(ref.pathname);
    } catch {
      page = null;
    }
  }
  return { page, placement: typeof placement === "string" && PLACEMENT.test(placement) ? placement : null };
}

/** The placement of a match page's odds table: its links carry the match id in `m`. */
export const ODDS_PLACEMENT = "odds";
/** The placements whose links are prices of one match and carry its id in `m`: the odds table and the dropping-odds list. */
const MATCH_PLACEMENTS: ReadonlySet<string> = new Set([ODDS_PLACEMENT, DROPPING_ODDS_PLACEMENT]);
const MATCH_ID = /^[1-9][0-9]{0,14}$/;

/**
 * The match whose price the link was: `m` as a provider match id, only beside a placement of match
 * prices (elsewhere a match id means nothing). Anything else, or a malformed id, is null; it is a
 * label on the click the visitor made, so it can attribute that click and nothing more.
 */
export function hitMatchId(placement: string | null, m: unknown): number | null {
  const value = Array.isArray(m) ? m[0] : m;
  if (placement === null || !MATCH_PLACEMENTS.has(placement) || typeof value !== "string" || !MATCH_ID.test(value)) return null;
  return Number(value);
}
