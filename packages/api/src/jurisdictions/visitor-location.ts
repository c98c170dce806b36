import { normaliseCountry, normaliseRegion, UNKNOWN, visitorCountry, type JurisdictionCode } from "./codes";

export type VisitorLocatorOptions = {
  /** Lower-cased header names a trusted proxy or CDN sets (GEO_COUNTRY_HEADER, GEO_REGION_HEADER). */
  countryHeader: string | null;
  regionHeader: string | null;
  /** Whether the socket peer is a proxy TRUST_PROXY trusts: only then are its headers believed. */
  trustsPeer: (peerAddress: string) => boolean;
  /** The bundled IP-to-country lookup, or null when GEO_IP_LOOKUP is off. */
  countryOfAddress: ((address: string) => string | null) | null;
  /**
   * The demo's place for a visitor neither could place (DEMO_VISITOR_PLACE), null: "unknown". A
   * code parseJurisdiction accepts; the server refuses to start with any other.
   */
  unplacedAs?: JurisdictionCode | null;
};

export type LocatableRequest = {
  headers: Record<string, string | string[] | undefined>;
  /** The socket's remote address (who connected), undefined once the client has gone. */
  peerAddress: string | undefined;
  /** The client's address after TRUST_PROXY (X-Forwarded-For from trusted proxies only). */
  clientAddress: string | undefined;
};

/**
 * Where a visitor was placed, and from what: the page cache needs to know whether a CDN could tell
 * visitors apart the same way, and analytics keeps no country for "demo" (a place nobody found).
 */
export type Located = { code: JurisdictionCode; from: "header" | "address" | "demo" | "none" };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Where a request comes from, in this order: the country (and region) header of a trusted proxy;
 * else the bundled IP database on the client address; else "unknown". A header from anyone else
 * is ignored, so a visitor cannot pick their jurisdiction by sending it. The address is only looked
 * up, never kept. In a demo, a visitor nobody could place gets the demo's place instead.
 */
export function createVisitorLocator(opts: VisitorLocatorOptions): (req: LocatableRequest) => Located {
  return (req) => {
    if (opts.countryHeader && req.peerAddress !== undefined && opts.trustsPeer(req.peerAddress)) {
      const country = normaliseCountry(first(req.headers[opts.countryHeader]));
      if (country) {
        const region = opts.regionHeader ? normaliseRegion(country, first(req.headers[opts.regionHeader])) : null;
        return { code: region ?? country, from: "header" };
      }
    }
    const fromAddress = opts.countryOfAddress && req.clientAddress ? opts.countryOfAddress(req.clientAddress) : null;
    if (fromAddress) return { code: fromAddress, from: "address" };
    return opts.unplacedAs ? { code: opts.unplacedAs, from: "demo" } : { code: UNKNOWN, from: "none" };
  };
}

/**
 * What analytics and click rows may keep of where a located visitor is: its country (visitorCountry),
 * and none for a demo's stand-in place, which is not where the visitor is.
 */
export function locatedCountry(located: Located): string | null {
  return located.from === "demo" ? null : visitorCountry(located.code);
}

/**
 * Whether a response that depends on the visitor's place may be kept by a shared cache (a CDN),
 * and which request headers it must vary on. Behind a CDN that sends the country header, a page
 * placed by that header is shared per header value (Vary); a page placed by the client address is
 * not shared, since a CDN cannot key on what the IP database says. Without a configured header,
 * pages are shared only while nobody is placed by address (the IP lookup is off).
 */
export function sharedCaching(
  located: Located,
  opts: Pick<VisitorLocatorOptions, "countryHeader" | "regionHeader"> & { ipLookup: boolean },
): { shared: boolean; vary: string[] } {
  const vary = [opts.countryHeader, opts.regionHeader].filter((h): h is string => h !== null);
  if (opts.countryHeader) return { shared: located.from !== "address", vary };
  return { shared: !opts.ipLookup, vary };
}
